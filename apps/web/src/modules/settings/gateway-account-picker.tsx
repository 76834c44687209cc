import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchPickerItem, type PickerItem } from '../../shared/picker/picker-api.ts';
import { Picker } from '../../shared/picker/picker.tsx';

/**
 * The bank account the payment gateway settles invoices paid online into (setting gateway_account): the setting keeps
 * its id, the picker shows its name, read once by the id.
 */
export function GatewayAccountPicker({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  const named = useQuery({
    queryKey: ['picker-item', 'bank', value],
    queryFn: ({ signal }) => (value === null ? null : fetchPickerItem('bank', value, signal)),
    staleTime: 60_000,
  });
  const shown: PickerItem | null = value === null ? null : (named.data ?? { id: value, name: '', label: '', color: null, remain: null });
  return (
    <Picker
      select="bank"
      label={t('businessSettings.gatewayAccount')}
      helperText={t('businessSettings.gatewayAccountHelp')}
      value={shown}
      onChange={(item) => onChange(item?.id ?? null)}
      allowAdd={false}
      name="gateway_account"
      testId="setting-gateway-account"
    />
  );
}
