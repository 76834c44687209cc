import { warehouseDefinitions, type DocumentDefinition, type InvoiceReportKind, type InvoiceReportLine, type InvoiceReportTotals, type ProductMovement, type ProductProfit } from '@hesab/contract';
import { amountCell, formatMoney, localizeDigits, type Money } from '@hesab/domain';
import type { ReactNode } from 'react';
import { formatBusinessDate } from '../../shared/format/dates.ts';
import type { TableColumn } from '../../shared/resources/table-columns.ts';
import { amountColumn, type ReportFormat } from './report-columns.ts';

/* The columns of the invoice reports and of a product's turnover, on screen, in print and in Excel (amounts and
   counts as exact numbers). A summary line (the totals, the stock before or after a range) names itself in the
   first column. */

/** The warehouse document kind whose movements are kept under `kind` (a movement's source), if it is one. */
export function warehouseDocumentOf(kind: string): DocumentDefinition | undefined {
  const definitions: readonly DocumentDefinition[] = Object.values(warehouseDefinitions);
  return definitions.find((definition) => definition.logType === kind);
}

/** A line of a report, or a summary line whose `summary` says what it is. */
export type Summarised<Line> = Line & { summary?: string };

/** Counts are decimals in base units, up to 4 places, shown with only the decimals they have. */
const quantityPrecision = 4;

export function quantityColumn<Row>(id: string, header: string, value: (row: Row) => Money | null | undefined, format: ReportFormat): TableColumn<Row> {
  return {
    id,
    header,
    text: (row) => {
      const amount = value(row);
      return amount == null ? '' : formatMoney(amount, { precision: quantityPrecision, language: format.language, trimZeros: true });
    },
    cell: (row) => amountCell(value(row)),
    ltr: true,
  };
}

function textColumn<Row>(id: string, header: string, value: (row: Row) => string | null | undefined): TableColumn<Row> {
  return { id, header, text: (row) => value(row) ?? '' };
}

/** Codes and numbers are digits: the language's digits on screen, as they are in Excel. */
function digitsColumn<Row>(id: string, header: string, value: (row: Row) => string | number | null | undefined, format: ReportFormat, render?: (row: Row) => ReactNode): TableColumn<Row> {
  return {
    id,
    header,
    text: (row) => {
      const digits = value(row);
      return digits == null ? '' : localizeDigits(String(digits), format.language);
    },
    cell: (row) => value(row) ?? '',
    render,
  };
}

function dateColumn<Row>(header: string, value: (row: Row) => string | undefined, format: ReportFormat): TableColumn<Row> {
  return textColumn('date', header, (row) => {
    const date = value(row);
    return date ? formatBusinessDate(date, format.dateLocale, format.language) : '';
  });
}

/** The first column names a summary line. */
function withSummary<Row>(columns: TableColumn<Summarised<Row>>[]): TableColumn<Summarised<Row>>[] {
  return columns.map((column, index) =>
    index === 0 ? { ...column, text: (row) => row.summary ?? column.text(row), cell: (row) => row.summary ?? (column.cell ?? column.text)(row), render: (row) => row.summary ?? column.render?.(row) ?? column.text(row) } : column,
  );
}

type Line = Summarised<InvoiceReportLine>;

/** Each report's columns, by the wire's names; `baseUnit` and `buyer` are the product's unit and the party named so. */
const reportColumns: Record<InvoiceReportKind, readonly string[]> = {
  itemsList: ['date', 'number', 'person', 'code', 'product', 'unit', 'count', 'fee', 'amount', 'discount', 'tax', 'total'],
  productItemReport: ['date', 'number', 'person', 'unit', 'count', 'fee', 'amount', 'discount', 'tax', 'total'],
  itemsInvestorList: ['date', 'number', 'investor', 'product', 'quantity', 'taxable', 'percent', 'share'],
  productItemsList: ['code', 'product', 'baseUnit', 'quantity', 'amount', 'discount', 'taxable', 'tax', 'total'],
  productGroupList: ['group', 'rows', 'quantity', 'amount', 'discount', 'taxable', 'tax', 'total'],
  taxPayerList: ['buyer', 'economicCode', 'nationalCode', 'postalCode', 'invoices', 'taxable', 'tax', 'total'],
  investorList: ['investor', 'rows', 'quantity', 'taxable', 'share'],
};

/** The columns of a report of `kind`; `renderNumber` links an invoice's number to it. */
export function invoiceReportColumns(kind: InvoiceReportKind, format: ReportFormat, renderNumber?: (line: Line) => ReactNode): TableColumn<Line>[] {
  const { t } = format;
  const header = (name: string) => t(`invoiceReports.columns.${name}`);
  const amount = (name: keyof InvoiceReportTotals) => amountColumn<Line>(name, header(name), (line) => line[name] ?? null, format);
  const builders: Record<string, () => TableColumn<Line>> = {
    date: () => dateColumn(header('date'), (line) => line.date, format),
    number: () => digitsColumn('number', header('number'), (line) => line.number, format, renderNumber),
    person: () => textColumn('person', header('person'), (line) => line.person_label),
    buyer: () => textColumn('buyer', header('buyer'), (line) => (line.summary ? null : (line.person_label ?? t('invoiceReports.noPerson')))),
    code: () => digitsColumn('code', header('code'), (line) => line.product_code, format),
    product: () => textColumn('product', header('product'), (line) => line.product_label),
    unit: () => textColumn('unit', header('unit'), (line) => line.unit_label),
    baseUnit: () => textColumn('baseUnit', header('baseUnit'), (line) => line.unit_label),
    group: () => textColumn('group', header('group'), (line) => (line.summary ? null : (line.group_label ?? t('invoiceReports.noGroup')))),
    investor: () => textColumn('investor', header('investor'), (line) => line.investor_label),
    economicCode: () => digitsColumn('economicCode', header('economicCode'), (line) => line.economic_code, format),
    nationalCode: () => digitsColumn('nationalCode', header('nationalCode'), (line) => line.national_code, format),
    postalCode: () => digitsColumn('postalCode', header('postalCode'), (line) => line.postal_code, format),
    invoices: () => digitsColumn('invoices', header('invoices'), (line) => line.invoices, format),
    rows: () => digitsColumn('rows', header('rows'), (line) => line.rows, format),
    count: () => quantityColumn('count', header('count'), (line) => line.count, format),
    quantity: () => quantityColumn('quantity', header('quantity'), (line) => line.quantity, format),
    fee: () => amountColumn<Line>('fee', header('fee'), (line) => line.fee ?? null, format),
    percent: () => quantityColumn('percent', header('percent'), (line) => line.percent, format),
    amount: () => amount('amount'),
    discount: () => amount('discount'),
    taxable: () => amount('taxable'),
    tax: () => amount('tax'),
    total: () => amount('total'),
    share: () => amount('share'),
  };
  return withSummary(reportColumns[kind].flatMap((name) => builders[name]?.() ?? []));
}

/** The totals of a report as its last line. */
export function totalsLine(totals: InvoiceReportTotals, summary: string): Line {
  return { key: 'totals', summary, ...totals };
}

/** What a turnover screen shows: the whole stock card, its counts, or its values. */
export type TurnoverVariant = 'turnover' | 'count' | 'amount';

const turnoverColumnNames: Record<TurnoverVariant, readonly string[]> = {
  turnover: ['date', 'kind', 'number', 'person', 'entrepot', 'in', 'out', 'balanceCount', 'unitCost', 'inValue', 'outValue', 'balanceValue'],
  count: ['date', 'kind', 'number', 'person', 'entrepot', 'in', 'out', 'balanceCount'],
  amount: ['date', 'kind', 'number', 'person', 'unitCost', 'inValue', 'outValue', 'balanceValue'],
};

type Movement = Summarised<Partial<ProductMovement>>;

/** The columns of a product's turnover in one of its variants; `renderNumber` links a document's number to it. */
export function turnoverColumns(variant: TurnoverVariant, format: ReportFormat, renderNumber?: (line: Movement) => ReactNode): TableColumn<Movement>[] {
  const { t } = format;
  const header = (name: string) => t(`invoiceReports.columns.${name}`);
  const kindLabel = (kind: string | undefined) => {
    if (kind === undefined) return '';
    if (kind === 'initial') return t('invoiceReports.initial');
    const warehouse = warehouseDocumentOf(kind);
    return warehouse ? t(warehouse.itemTitle) : t(`invoices.typeOptions.${kind}`, { defaultValue: kind });
  };
  const money = (id: string, name: string, value: (line: Movement) => string | undefined) => amountColumn<Movement>(id, header(name), (line) => value(line) ?? null, format);
  const builders: Record<string, () => TableColumn<Movement>> = {
    date: () => dateColumn(header('date'), (line) => line.date, format),
    kind: () => textColumn('kind', header('kind'), (line) => kindLabel(line.kind)),
    number: () => digitsColumn('number', header('number'), (line) => line.number, format, renderNumber),
    person: () => textColumn('person', header('person'), (line) => line.person_label),
    entrepot: () => textColumn('entrepot', header('entrepot'), (line) => line.entrepot_label),
    in: () => quantityColumn('in', header('in'), (line) => line.in, format),
    out: () => quantityColumn('out', header('out'), (line) => line.out, format),
    balanceCount: () => quantityColumn('count', header('balanceCount'), (line) => line.count, format),
    unitCost: () => money('unit_cost', 'unitCost', (line) => line.unit_cost),
    inValue: () => money('in_value', 'inValue', (line) => line.in_value),
    outValue: () => money('out_value', 'outValue', (line) => line.out_value),
    balanceValue: () => money('value', 'balanceValue', (line) => line.value),
  };
  return withSummary(turnoverColumnNames[variant].flatMap((name) => builders[name]?.() ?? []));
}

type Profit = Summarised<Partial<ProductProfit>>;

/** The columns of invoice/report/productProfitable. */
export function profitColumns(format: ReportFormat): TableColumn<Profit>[] {
  const { t } = format;
  const header = (name: string) => t(`invoiceReports.columns.${name}`);
  return withSummary<Partial<ProductProfit>>([
    textColumn('name', header('product'), (line) => line.name),
    quantityColumn('quantity', header('quantity'), (line) => line.quantity, format),
    amountColumn<Profit>('revenue', header('revenue'), (line) => line.revenue ?? null, format),
    amountColumn<Profit>('cost', header('cost'), (line) => line.cost ?? null, format),
    amountColumn<Profit>('profit', header('profit'), (line) => line.profit ?? null, format),
  ]);
}
