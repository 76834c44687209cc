import type { DocumentDefinition, Field } from '@hesab/contract';
import { compareMoney, formatMoney, localizeDigits, subtractMoney, type Money } from '@hesab/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dateField } from '../../shared/documents/document-fields.ts';
import { documentFormPath } from '../../shared/documents/document-paths.ts';
import { FieldInput } from '../../shared/fields/field-input.tsx';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { todayIso } from '../../shared/format/dates.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';

const countField: Field = { name: 'count', type: 'money', quantity: true, label: 'invoices.count' };

/** What a checkout sends: the date and the rows taken. */
export interface CheckoutBody {
  date: string;
  rows: { row: number; count: string }[];
}

/**
 * A checkout's command: `send` writes the document it makes (of `made`), whose form then opens; what the lists of
 * `stale` showed is read again.
 */
export function useCheckoutCommand(send: (body: CheckoutBody) => Promise<{ id: number; message: string }>, made: DocumentDefinition, stale: readonly QueryKey[]) {
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      notify.success(saved.message);
      for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
      navigate(documentFormPath(made, saved.id));
    },
  });
}

/** A row of the document checked out: its number on it (from 1), its goods, how many it has and how many went already. */
export interface CheckoutRow {
  row: number;
  product_label: string;
  count: Money;
  done: Money;
}

export interface CheckoutFormProps {
  title: string;
  /** i18n key of the "done" column (taken into stock, delivered) and of the command */
  doneLabel: string;
  command: string;
  icon: ReactNode;
  rows: readonly CheckoutRow[];
  pending: boolean;
  onSubmit(date: string, rows: { row: number; count: string }[]): void;
}

/**
 * The checkout of a document's rows, wholly or in part (a temporary receipt into stock, a sale's goods delivered):
 * each row shows what it has, what went already and takes what goes now (all that is left, to begin with), on the
 * date given.
 */
export function CheckoutForm({ title, doneLabel, command, icon, rows, pending, onSubmit }: CheckoutFormProps) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const [date, setDate] = useState<unknown>(todayIso());
  const [taken, setTaken] = useState<Record<number, unknown>>({});
  const leftOf = (row: CheckoutRow) => subtractMoney(row.count, row.done);
  const takenOf = (row: CheckoutRow) => (row.row in taken ? taken[row.row] : leftOf(row));
  const wanted = rows.flatMap((row) => {
    const count = takenOf(row);
    return typeof count === 'string' && compareMoney(count, '0') > 0 ? [{ row: row.row, count }] : [];
  });
  const quantity = (value: Money) => formatMoney(value, { precision: 4, language: context.language, trimZeros: true });
  return (
    <Stack spacing={2} data-testid="checkout-form">
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Box sx={{ width: { xs: '100%', sm: 200 } }}>
        <FieldInput field={dateField} value={date} onChange={setDate} onBlur={() => undefined} label={t(dateField.label)} values={{}} resource="entrepot" />
      </Box>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>{t('products.product')}</TableCell>
              <TableCell>{t('invoices.count')}</TableCell>
              <TableCell>{t(doneLabel)}</TableCell>
              <TableCell sx={{ minWidth: 140 }}>{t(command)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.row} data-testid="checkout-row">
                <TableCell>{localizeDigits(String(row.row), context.language)}</TableCell>
                <TableCell>{row.product_label}</TableCell>
                <TableCell>{quantity(row.count)}</TableCell>
                <TableCell>{quantity(row.done)}</TableCell>
                <TableCell>
                  <FieldInput
                    field={countField}
                    value={takenOf(row)}
                    onChange={(value) => setTaken({ ...taken, [row.row]: value })}
                    onBlur={() => undefined}
                    label={t(command)}
                    values={{}}
                    resource="entrepot"
                    disabled={compareMoney(leftOf(row), '0') <= 0}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box>
        <Button
          variant="contained"
          startIcon={icon}
          onClick={() => onSubmit(String(date), wanted)}
          disabled={wanted.length === 0 || typeof date !== 'string' || pending}
          data-testid="checkout-submit"
        >
          {t(command)}
        </Button>
      </Box>
    </Stack>
  );
}
