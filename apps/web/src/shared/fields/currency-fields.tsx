import { localizeDigits } from '@hesab/domain';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLanguage } from '../i18n/use-language.ts';

/** The decimals a business's money may have (the contract allows 0 to 4). */
const decimalChoices = [0, 1, 2, 3, 4] as const;

interface CurrencyFieldsProps {
  labels: { currency: string; decimals: string };
  currency: string;
  decimals: number;
  onCurrency: (currency: string) => void;
  onDecimals: (decimals: number) => void;
  /** whether an empty name shows as an error yet */
  checked: boolean;
}

/** A business's money: its name and how many decimals it has, side by side (one under the other on a phone). */
export function CurrencyFields({ labels, currency, decimals, onCurrency, onDecimals, checked }: CurrencyFieldsProps) {
  const { language } = useLanguage();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField label={labels.currency} name="currency" value={currency} onChange={(event) => onCurrency(event.target.value)} error={checked && currency.trim() === ''} fullWidth slotProps={{ htmlInput: { maxLength: 40 } }} />
      <TextField select label={labels.decimals} name="decimals" value={decimals} onChange={(event) => onDecimals(Number(event.target.value))} fullWidth>
        {decimalChoices.map((each) => (
          <MenuItem key={each} value={each}>
            {localizeDigits(String(each), language)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
