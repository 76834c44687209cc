import { appRoutes, type DocumentDefinition } from '@hesab/contract';
import { formatBusinessDate, isIsoDate, isMoney } from '@hesab/domain';
import { amountFormat, fieldColumn, type ListSheet, type ListSheetColumn } from '../spreadsheets/index.ts';
import type { DocumentRow } from './binding.ts';

type Column = ListSheetColumn<Readonly<DocumentRow>>;

/**
 * A kind's list as a sheet, with the columns of its list page: number, date, the listed fields (not the variant's
 * the list is fixed to), state and lock where the kind has them, and its listed totals; the amounts are summed under the rows.
 */
export function documentSheet(definition: DocumentDefinition, query: Readonly<Record<string, unknown>>, page: ListSheet<Readonly<DocumentRow>>['page']): ListSheet<Readonly<DocumentRow>> {
  const { variants, lifecycle } = definition;
  const variant = variants && typeof query[variants.field] === 'string' ? variants.routes[String(query[variants.field])] : undefined;
  const columns: Column[] = [
    { header: 'documents.number', cell: (row) => (typeof row.number === 'number' ? row.number : '') },
    { header: 'documents.date', cell: (row, context) => (isIsoDate(row.date) ? formatBusinessDate(row.date, context.dateLocale, context.language) : '') },
    // The amounts a document lists (an invoice's payable and paid) are totalled under the rows.
    ...definition.fields.filter((field) => field.list && !(variant && field.name === variants?.field)).map((field) => fieldColumn(field, true)),
  ];
  if (lifecycle.permanent === true) {
    columns.push({ header: 'documents.state', cell: (row, context) => context.t(`documents.states.${String(row.state)}`) });
    if (lifecycle.lock) columns.push({ header: 'documents.locked', cell: (row, context) => context.t(row.locked === true ? 'common.yes' : 'common.no') });
  }
  for (const total of definition.totals ?? []) {
    const listed = total.list;
    if (!listed) continue;
    const amount = (row: Readonly<DocumentRow>) => {
      const value = row[listed.name];
      return isMoney(value) ? value : null;
    };
    columns.push({ header: listed.label, cell: (row) => amount(row) ?? '', amount, numFmt: (decimals) => amountFormat(decimals) });
  }
  const title = variant ? appRoutes[variant.list].title : definition.title;
  return { title, fileName: `${[definition.name.replaceAll('/', '-'), variant ? String(query[variants?.field ?? '']) : null].filter(Boolean).join('-')}.xlsx`, columns, page };
}
