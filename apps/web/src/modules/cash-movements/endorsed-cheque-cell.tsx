import type { ChequeRead } from '@hesab/contract';
import { localizeTextDigits } from '@hesab/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chequeQueryKeys, fetchCheques, type ChequeQuery } from '../../shared/cheques/cheque-api.ts';
import { amountText, dateText } from '../../shared/documents/document-fields.ts';
import type { LineCell, LineCellProps } from '../../shared/documents/document-layout.ts';
import type { EditedLine } from '../../shared/documents/line-values.ts';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value.ts';
import { cashRowKind } from './cash-row-rules.ts';

/** A received cheque a payment's row endorses over, named as the server names it (`cheque_id_label`). */
interface EndorsedCheque {
  id: number;
  label: string;
  /** the cheque itself, for one picked here */
  cheque?: ChequeRead;
}

/** The server's name of an endorsed cheque, its Sayad id and amount: a cheque picked here reads as it will when read back. */
const labelOf = (cheque: ChequeRead) => `${cheque.sayad} (${cheque.amount})`;

function endorsedOf(line: EditedLine): EndorsedCheque | null {
  const { cheque_id: id, cheque_id_label: label } = line.values;
  if (typeof id !== 'number' || cashRowKind(line.values) !== 'endorsed') return null;
  return { id, label: typeof label === 'string' ? label : `#${id}` };
}

/** Only a normal cheque in hand can be endorsed over (a guarantee is only given back). */
const inHandQuery = (search: string): ChequeQuery => ({ direction: 'received', status: 'fund', kind: 'normal', search: search || undefined, perPage: 20 });

function ChequeOption({ cheque }: { cheque: ChequeRead }) {
  const context = useFormatContext();
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
        <bdi dir="ltr">{localizeTextDigits(cheque.sayad, context.language)}</bdi>
        <bdi dir="ltr">{amountText(cheque.amount, context)}</bdi>
      </Box>
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        {[cheque.person_label, `${context.t('cheques.due')} ${dateText(cheque.due, context)}`].filter(Boolean).join(' · ')}
      </Typography>
    </Box>
  );
}

/**
 * A payment's endorsed cheque: a received cheque in hand, searched on the server by Sayad id, serial or person; the
 * row takes its amount with it.
 */
function EndorsedChequeInput({ line, name, label, error, disabled, onChange }: LineCellProps) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const query = inHandQuery(useDebouncedValue(typed.trim(), 400));
  const inHand = useQuery({
    queryKey: chequeQueryKeys.list(query),
    queryFn: ({ signal }) => fetchCheques(query, signal),
    enabled: open,
  });
  const options = (inHand.data?.data ?? []).map((cheque): EndorsedCheque => ({ id: cheque.id, label: labelOf(cheque), cheque }));
  return (
    <Autocomplete<EndorsedCheque, false, false, false>
      fullWidth
      size="small"
      disabled={disabled}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        setTyped('');
      }}
      value={endorsedOf(line)}
      options={options}
      loading={inHand.isFetching}
      // The server searches; the list shows what it answers.
      filterOptions={(items) => items}
      getOptionLabel={(item) => localizeTextDigits(item.label, context.language)}
      getOptionKey={(item) => item.id}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      onChange={(_event, item) => onChange(item?.id ?? null, { cheque_id_label: item?.label ?? null, amount: item?.cheque?.amount ?? '' })}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || text === '') setTyped(text);
      }}
      loadingText={t('picker.searching')}
      noOptionsText={t('cheques.noChequesInHand')}
      clearText={t('picker.clear')}
      openText={t('picker.openList')}
      closeText={t('picker.closeList')}
      // The options tell a cheque by its Sayad id, amount, person and due date: wider than the cell.
      slotProps={{ popper: { sx: { minWidth: 320 } } }}
      renderOption={(optionProps, item) => {
        const { key, ...rest } = optionProps;
        return (
          <li key={key} {...rest} data-testid="endorsed-cheque-option">
            {item.cheque && <ChequeOption cheque={item.cheque} />}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          error={error !== undefined}
          helperText={error}
          // A Sayad id reads from its first digit, left to right.
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, dir: 'ltr', 'data-testid': 'endorsed-cheque-input' } }}
        />
      )}
    />
  );
}

/** The cell of a payment's `cheque_id`: the received cheque in hand the row endorses over. */
export const endorsedChequeCell: LineCell = {
  Input: EndorsedChequeInput,
  text: (line, context) => {
    const endorsed = endorsedOf(line);
    return endorsed ? localizeTextDigits(endorsed.label, context.language) : '';
  },
};
