import type { DocumentDefinition, DocumentHeadColumn } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import type { FormatContext } from '../fields/format-context.ts';
import { fieldSpec } from '../fields/registry.ts';
import type { TableColumn } from '../resources/table-columns.ts';
import type { DocumentRow } from './document-api.ts';
import { amountField, amountText, dateText } from './document-fields.ts';
import { DocumentStateChip } from './document-state-chip.tsx';

type Column = TableColumn<DocumentRow>;

/** The first of the definition's totals the list shows (the accounting list's amount) as its text; null when none. */
export function listTotalText(definition: DocumentDefinition, row: DocumentRow, context: FormatContext): string | null {
  const listed = (definition.totals ?? []).find((total) => total.list)?.list;
  const value = listed ? row[listed.name] : undefined;
  return typeof value === 'string' ? amountText(value, context) : null;
}

/**
 * A kind's list columns, the same on screen, in print and in Excel: number, date in the business's calendar, the
 * header's list fields, state and locked where the lifecycle has them, and the totals the definition lists (an exact
 * number in Excel where a double holds it). Columns the definition sorts by sort on the server.
 */
export function documentColumns(
  definition: DocumentDefinition,
  context: FormatContext,
  options: {
    withState?: boolean;
    /** a header field left out: the variant's, which the list is fixed to */
    without?: string;
    /** the decimals of a row's amounts where it is in another currency than the business's (useRowPrecision) */
    precisionOf?: (row: DocumentRow) => number | null;
  } = {},
): Column[] {
  const { withState = true, without, precisionOf } = options;
  // A row in another currency shows its amounts in that currency's decimals.
  const contextOf = (row: DocumentRow): FormatContext => {
    const precision = precisionOf?.(row) ?? null;
    return precision === null ? context : { ...context, currencyPrecision: precision };
  };
  const { t, language } = context;
  const sortable = new Set<string>(definition.sortable ?? []);
  const sortField = (name: DocumentHeadColumn) => (sortable.has(name) ? name : undefined);
  const columns: Column[] = [
    {
      id: 'number',
      header: t('documents.number'),
      sortField: sortField('number'),
      text: (row) => localizeDigits(String(row.number), language),
      cell: (row) => row.number,
    },
    { id: 'date', header: t('documents.date'), sortField: sortField('date'), text: (row) => dateText(row.date, context) },
  ];
  for (const field of definition.fields) {
    if (!field.list || field.name === without) continue;
    const spec = fieldSpec(field);
    const cell = spec.cell;
    columns.push({
      id: field.name,
      header: t(field.label),
      sortField: field.sortable ? field.name : undefined,
      text: (row) => {
        const value = row[field.name];
        return value === null || value === undefined ? '' : spec.text(value, field, contextOf(row), row);
      },
      cell: cell ? (row) => cell(row[field.name], field, contextOf(row), row) : undefined,
      multiline: field.type === 'textarea',
    });
  }
  // A kind whose documents never become permanent has no state worth a column.
  if (withState && definition.lifecycle.permanent === true) {
    columns.push({
      id: 'state',
      header: t('documents.state'),
      sortField: sortField('state'),
      text: (row) => t(`documents.states.${row.state}`),
      render: (row) => <DocumentStateChip state={row.state} locked={false} />,
    });
    if (definition.lifecycle.lock) {
      columns.push({ id: 'locked', header: t('documents.locked'), text: (row) => t(row.locked ? 'common.yes' : 'common.no') });
    }
  }
  const amountCell = fieldSpec(amountField).cell;
  for (const total of definition.totals ?? []) {
    const listed = total.list;
    if (!listed) continue;
    const valueOf = (row: DocumentRow) => {
      const value = row[listed.name];
      return typeof value === 'string' ? value : '0';
    };
    columns.push({
      id: listed.name,
      header: t(listed.label),
      text: (row) => amountText(valueOf(row), contextOf(row)),
      cell: amountCell ? (row) => amountCell(valueOf(row), amountField, contextOf(row), {}) : undefined,
      render: (row) => <bdi dir="ltr">{amountText(valueOf(row), contextOf(row))}</bdi>,
    });
  }
  return columns;
}
