import { invoiceDefinition, type InvoiceType } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { documentQueryKeys, fetchDocument, fetchDocumentPage, type DocumentRow, type LoadedDocument } from '../../shared/documents/document-api.ts';
import { amountText, dateText } from '../../shared/documents/document-fields.ts';
import type { HeaderInput, HeaderInputProps } from '../../shared/documents/document-layout.ts';
import { documentFormPath } from '../../shared/documents/document-paths.ts';
import { screensOf } from '../../shared/documents/document-screens.ts';
import { useApiErrorHandler } from '../../shared/errors/use-api-error-handler.ts';
import { useFormatContext, type FormatContext } from '../../shared/fields/format-context.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';

/** The type of invoice each return returns. */
export const returnedType: Partial<Record<InvoiceType, InvoiceType>> = { returnSell: 'sell', returnPurchase: 'purchase' };

/** The columns a return's row takes from the row it returns; what the server fills in is left for it to work out. */
const copiedColumns = ['product', 'unit', 'count', 'fee', 'discount', 'discountPercent', 'tax', 'entrepot', 'description'] as const;

/** A returned invoice's row as a new row of its return: the row as typed, with its records' names. */
function copiedRow(row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const copied: Record<string, unknown> = {};
  for (const column of copiedColumns) {
    copied[column] = row[column] ?? null;
    for (const suffix of ['_label', '_name', '_code']) {
      const name = `${column}${suffix}`;
      if (row[name] !== undefined) copied[name] = row[name];
    }
  }
  return copied;
}

function invoiceText(t: TFunction, context: FormatContext, type: InvoiceType, row: { number: number; date: string }): string {
  return t('invoiceScreens.invoiceOf', {
    type: t(`invoices.typeOptions.${type}`),
    number: localizeDigits(String(row.number), context.language),
    date: dateText(row.date, context),
  });
}

const idOf = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * A return's `returns`: one of its party's invoices of the type it returns (a sale's return, the party's sales),
 * picked from a list of them; picking one fills the return's rows from it (products, units, fees, discounts and
 * counts, which the user then lowers to what comes back) and, where none is chosen, its warehouse.
 */
function ReturnedInvoiceInput({ value, onChange, label, error, disabled, header, onLines, onField, type }: HeaderInputProps & { type: InvoiceType }) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const notify = useNotify();
  const handleError = useApiErrorHandler();
  const queryClient = useQueryClient();
  const person = idOf(header.person);
  const query = { type, person: person ?? undefined, perPage: 100, page: 1 };
  const invoices = useQuery({
    queryKey: documentQueryKeys.list(invoiceDefinition, { ...query, purpose: 'returns' }),
    queryFn: () => fetchDocumentPage(invoiceDefinition, query),
    enabled: person !== null,
  });
  const chosen = idOf(value);
  const options: DocumentRow[] = invoices.data?.data ?? [];
  const selected = options.find((row) => row.id === chosen) ?? null;

  const pick = (row: DocumentRow | null) => {
    onChange(row?.id ?? null);
    if (!row) return;
    queryClient
      .fetchQuery({ queryKey: documentQueryKeys.edit(invoiceDefinition, row.id), queryFn: () => fetchDocument(invoiceDefinition, row.id) })
      .then((read) => {
        const rows = Array.isArray(read.rows) ? (read.rows as Readonly<Record<string, unknown>>[]) : [];
        onLines(rows.map(copiedRow));
        // Goods come back to the warehouse they left, unless the return names one already.
        if (header.entrepot === null && typeof read.entrepot === 'number') onField('entrepot', read.entrepot);
        notify.success(t('invoiceScreens.rowsFilled', { number: localizeDigits(String(read.number), context.language) }));
      })
      .catch(handleError);
  };

  const helper = person === null ? t('invoiceScreens.returnsNeedsPerson') : invoices.isSuccess && options.length === 0 ? t('invoiceScreens.noInvoicesOfPerson') : undefined;
  return (
    <Autocomplete<DocumentRow, false, false, false>
      fullWidth
      autoHighlight
      disabled={disabled || person === null}
      value={selected}
      options={options}
      loading={invoices.isFetching}
      getOptionLabel={(row) => invoiceText(t, context, type, row)}
      getOptionKey={(row) => row.id}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      onChange={(_event, row) => pick(row)}
      renderOption={({ key, ...props }, row) => (
        <li key={key} {...props} data-testid="returns-option">
          {invoiceText(t, context, type, row)}
          {typeof row.payable === 'string' && (
            <bdi dir="ltr" style={{ marginInlineStart: 'auto', paddingInlineStart: 12 }}>
              {amountText(row.payable, context)}
            </bdi>
          )}
        </li>
      )}
      loadingText={t('picker.searching')}
      noOptionsText={t('invoiceScreens.noInvoicesOfPerson')}
      openText={t('picker.openList')}
      closeText={t('picker.closeList')}
      clearText={t('invoiceScreens.clearReturns')}
      renderInput={(params) => (
        <TextField
          {...params}
          name="returns"
          label={label}
          placeholder={t('invoiceScreens.pickInvoice')}
          error={error !== undefined}
          helperText={error ?? helper}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'returns-input' } }}
        />
      )}
    />
  );
}

/** The returned invoice in the read-only form: its type, number and date, linking to it. */
function ReturnedInvoiceDisplay({ value, type }: { value: unknown; document: LoadedDocument; type: InvoiceType }) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const id = idOf(value);
  const read = useQuery({
    queryKey: documentQueryKeys.edit(invoiceDefinition, id ?? 0),
    queryFn: () => fetchDocument(invoiceDefinition, id ?? 0),
    enabled: id !== null,
  });
  if (id === null) return null;
  if (!read.data) return localizeDigits(`#${String(id)}`, context.language);
  return (
    <Link component={RouterLink} to={documentFormPath(screensOf(invoiceDefinition, type), id)} data-testid="returns-link">
      {invoiceText(t, context, type, read.data)}
    </Link>
  );
}

/** The input of a return's `returns`, of the type it returns. */
export function returnedInvoiceInput(type: InvoiceType): HeaderInput & { field: 'returns' } {
  return {
    field: 'returns',
    Input: (props) => <ReturnedInvoiceInput {...props} type={type} />,
    Display: (props) => <ReturnedInvoiceDisplay {...props} type={type} />,
  };
}
