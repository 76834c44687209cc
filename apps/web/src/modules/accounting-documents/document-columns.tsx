import type { AccountingDocumentSummary } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import type { FormatContext } from '../../shared/fields/format-context.ts';
import { fieldSpec } from '../../shared/fields/registry.ts';
import type { TableColumn } from '../../shared/resources/table-columns.ts';
import { amountField, amountText, dateText } from './document-fields.ts';
import { DocumentStateChip } from './document-state-chip.tsx';

type Column = TableColumn<AccountingDocumentSummary>;

/**
 * The documents list's columns, the same on screen, in print and in Excel: number, date in the business's
 * calendar, description, state, locked and amount (an exact number in Excel where a double holds it).
 */
export function documentColumns(context: FormatContext, options: { withState: boolean } = { withState: true }): Column[] {
  const { t, language } = context;
  const amountCell = fieldSpec(amountField).cell;
  const columns: Column[] = [
    {
      id: 'number',
      header: t('documents.number'),
      text: (row) => localizeDigits(String(row.number), language),
      cell: (row) => row.number,
    },
    { id: 'date', header: t('documents.date'), text: (row) => dateText(row.date, context) },
    { id: 'description', header: t('fields.description'), text: (row) => row.description ?? '', multiline: true },
  ];
  if (options.withState) {
    columns.push(
      {
        id: 'state',
        header: t('documents.state'),
        text: (row) => t(`documents.states.${row.state}`),
        render: (row) => <DocumentStateChip state={row.state} locked={false} />,
      },
      {
        id: 'locked',
        header: t('documents.locked'),
        text: (row) => t(row.locked ? 'common.yes' : 'common.no'),
      },
    );
  }
  columns.push({
    id: 'amount',
    header: t('documents.amount'),
    text: (row) => amountText(row.amount, context),
    cell: amountCell ? (row) => amountCell(row.amount, amountField, context, {}) : undefined,
    render: (row) => <bdi dir="ltr">{amountText(row.amount, context)}</bdi>,
  });
  return columns;
}
