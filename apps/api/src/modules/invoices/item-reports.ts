import { sql, type SQL } from 'drizzle-orm';
import {
  investorReportKinds,
  rowReportKinds,
  type InvoiceReport,
  type InvoiceReportKind,
  type InvoiceReportLine,
  type InvoiceReportQuery,
  type InvoiceReportTotals,
} from '@hesab/contract';
import { arrayParameter, invoice, invoiceLine, queryRows, type Executor } from '@hesab/db';
import { sumMoney, toLatinDigits } from '@hesab/domain';
import { FieldErrors } from '../../http/errors.ts';
import { pageWindow } from '../../http/paging.ts';
import { textSearch } from '../../http/text-search.ts';
import { findNamedRecords, type ReferenceTables } from '../documents/index.ts';
import { personFacts } from '../persons/index.ts';
import { productFacts } from '../products/index.ts';
import { defaultCurrency } from '../tenancy/index.ts';
import { ofInvoice } from './reservations.ts';

/*
 * The invoice reports (issue 16): the rows of a type's invoices in a range, filtered, listed one by one or summed
 * per product, group, buyer or investor, in the database. A row's amount is its count times its fee at the
 * currency's decimals, its discount what lies between that and its taxable amount (the row's discount and its share
 * of the invoice's), its VAT what lies between taxable and total: the figures the invoice was posted with; an
 * invoice's in another currency valued at its rate.
 */

/** The investors a row's product names, one line each, with their percents (products.investors). */
const investorShare = sql.raw('investor_share');
const investorColumns = sql.raw(`investor_share(investor bigint, "investorSellPercent" numeric, "investorReturnSellPercent" numeric)`);

type Line = Record<string, unknown>;

/** What a report reads its rows from, and which rows. */
interface Scope {
  /** the invoices' rows (with their products and parties, and for investor reports each investor of the product) */
  from: SQL;
  where: SQL;
  products: ReturnType<typeof productFacts>;
  persons: ReturnType<typeof personFacts>;
  /** what a line sums of each row: its count in base units, amount, taxable amount, total, and an investor's share */
  parts: Partial<Record<Part, SQL>>;
  /** the investor's percent of a row (investor reports) */
  percent: SQL;
  /** every row of each invoice taken is taken: no filter of rows (product, group, warehouse, search) */
  wholeRows: boolean;
}

const partNames = ['quantity', 'amount', 'taxable', 'total', 'share'] as const;
type Part = (typeof partNames)[number];

const isInvestorReport = (kind: InvoiceReportKind) => investorReportKinds.includes(kind);

/** What a member's report covers: the rows' warehouses and the invoices' branches (theirs, or the ones asked), null for all. */
export interface ReportReach {
  warehouses: readonly number[] | null;
  branches: readonly number[] | null;
}

function scopeOf(db: Executor, businessId: number, kind: InvoiceReportKind, query: InvoiceReportQuery, decimals: number, { warehouses, branches }: ReportReach): Scope {
  const products = productFacts(db, businessId);
  const persons = personFacts(db, businessId);
  const investors = isInvestorReport(kind);
  // The products and parties give a listed row its names; a sum that reads neither leaves them out of its plan.
  const from = sql`${invoiceLine} inner join ${invoice} on ${ofInvoice}
    left join ${products} on ${products.id} = ${invoiceLine.product}
    left join ${persons} on ${persons.id} = ${invoice.person}
    ${investors ? sql`cross join lateral jsonb_to_recordset(${products.investors}) as ${investorColumns}` : sql``}`;
  const search = query.search ? toLatinDigits(query.search) : '';
  // Products and parties are matched once each, as sets, rather than on every row.
  const productsWhere = (condition: SQL | undefined) => sql`${invoiceLine.product} in (select ${products.id} from ${products} where ${condition})`;
  const conditions: (SQL | undefined)[] = [
    sql`${invoice.businessId} = ${businessId}`,
    sql`${invoice.type} = ${query.type}`,
    sql`${invoice.removedAt} is null`,
    query.from ? sql`${invoice.date} >= ${query.from}` : undefined,
    query.to ? sql`${invoice.date} <= ${query.to}` : undefined,
    query.person ? sql`${invoice.person} = ${query.person}` : undefined,
    query.product ? sql`${invoiceLine.product} = ${query.product}` : undefined,
    query.group ? productsWhere(sql`${products.group} = ${query.group}`) : undefined,
    warehouses ? sql`coalesce(${invoiceLine.entrepot}, ${invoice.entrepot}) = any(${arrayParameter(warehouses)}::bigint[])` : undefined,
    branches ? sql`${invoice.branch} = any(${arrayParameter(branches)}::bigint[])` : undefined,
    investors && query.investor ? sql`${investorShare}.investor = ${query.investor}` : undefined,
    search
      ? sql`(${productsWhere(textSearch([products.name, products.code], search))}
          or ${invoice.person} in (select ${persons.id} from ${persons} where ${textSearch([persons.name], search)})
          ${/^\d{1,9}$/.test(search) ? sql` or ${invoice.number} = ${Number(search)}` : sql``})`
      : undefined,
  ];
  const digits = sql.raw(String(decimals));
  // An invoice in another currency counts at its rate, in the business's money like the rest.
  const valued = (amount: SQL) => sql`round(${amount} * coalesce(${invoice.rate}, 1), ${digits})`;
  const percent = sql`coalesce(${investorShare}.${sql.raw(query.type === 'returnSell' ? '"investorReturnSellPercent"' : '"investorSellPercent"')}, 0)`;
  return {
    from,
    where: sql.join(
      conditions.filter((condition) => condition !== undefined),
      sql` and `,
    ),
    products,
    persons,
    percent,
    wholeRows: !query.product && !query.group && !warehouses && !branches && !query.search,
    parts: {
      quantity: sql`${invoiceLine.quantity}`,
      amount: valued(sql`${invoiceLine.count} * ${invoiceLine.fee}`),
      taxable: valued(sql`${invoiceLine.taxable}`),
      total: valued(sql`${invoiceLine.total}`),
      share: investors ? valued(sql`${invoiceLine.taxable} * ${percent} / 100`) : undefined,
    },
  };
}

const column = (name: string) => sql.identifier(name);

/** Each part of a row (`p_quantity`...), or summed over rows (`sum`), or summed again over sums of `from`. */
function partColumns(scope: Scope, how: 'row' | 'sum' | { resum: string }): SQL {
  return sql.join(
    partNames.flatMap((name) => {
      const part = scope.parts[name];
      if (!part) return [];
      const value = how === 'row' ? part : how === 'sum' ? sql`coalesce(sum(${part}), 0)` : sql`sum(${sql.raw(how.resum)}.${column(`p_${name}`)})`;
      return [sql`${value} as ${column(`p_${name}`)}`];
    }),
    sql`, `,
  );
}

/**
 * The wire's amounts (as text) from the parts of `from`, named with `prefix`; with `over`, the sums of every line
 * instead. The discount is the amount less the taxable, the VAT the total less the taxable.
 */
function amountColumns(scope: Scope, from: string, prefix = '', over = false): SQL {
  const part = (name: Part) => (over ? sql`sum(${sql.raw(from)}.${column(`p_${name}`)}) over ()` : sql`${sql.raw(from)}.${column(`p_${name}`)}`);
  const columns: [string, SQL][] = [
    ['quantity', part('quantity')],
    ['amount', part('amount')],
    ['discount', sql`${part('amount')} - ${part('taxable')}`],
    ['taxable', part('taxable')],
    ['tax', sql`${part('total')} - ${part('taxable')}`],
    ['total', part('total')],
  ];
  if (scope.parts.share) columns.push(['share', part('share')]);
  return sql.join(
    columns.map(([name, value]) => sql`(${value})::text as ${column(prefix + name)}`),
    sql`, `,
  );
}

const amountNames = ['quantity', 'amount', 'discount', 'taxable', 'tax', 'total', 'share'] as const;

/** A line's amounts as the wire has them, from columns named with `prefix`. */
function amountsOf(row: Line, prefix = ''): InvoiceReportTotals {
  const amounts: InvoiceReportTotals = { quantity: '0', amount: '0', discount: '0', taxable: '0', tax: '0', total: '0' };
  for (const name of amountNames) {
    const value = row[prefix + name];
    if (typeof value === 'string') amounts[name] = sumMoney([value]);
  }
  return amounts;
}

const numberOf = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * How a summing report groups its rows: first in the rows' own terms (`fine`: by product, by invoice, by investor),
 * which needs no other table, then those few sums by the report's key with what it shows of it (`grouped`).
 */
function grouping(kind: InvoiceReportKind, scope: Scope): { fine: SQL; fineKey: SQL; grouped: SQL } {
  const { products, persons } = scope;
  const resum = partColumns(scope, { resum: 'fine' });
  const rows = sql`sum(fine.p_rows)::int as p_rows`;
  const byProduct = { fine: sql`${invoiceLine.product} as product`, fineKey: sql`${invoiceLine.product}` };
  switch (kind) {
    case 'productGroupList':
      return {
        ...byProduct,
        grouped: sql`select ${products.group}::text as key, ${rows}, ${resum} from fine left join ${products} on ${products.id} = fine.product group by ${products.group}`,
      };
    case 'taxPayerList': {
      // Every invoice has a first row: where no filter leaves rows of an invoice out, its first row counts it, and
      // the rows are summed by party at once; otherwise by invoice first, then by party.
      const whole = scope.wholeRows;
      return {
        fine: whole ? sql`${invoice.person} as person, count(*) filter (where ${invoiceLine.lineNo} = 1) as invoices` : sql`${invoice.person} as person, 1 as invoices`,
        fineKey: whole ? sql`${invoice.person}` : sql`${invoice.id}, ${invoice.person}`,
        grouped: sql`select fine.person::text as key, ${persons.name} as person_label, ${persons.economic_code} as economic_code,
            coalesce(${persons.national_id}, ${persons.national_code}) as national_code, ${persons.postal_code} as postal_code,
            sum(fine.invoices)::int as invoices, ${rows}, ${resum}
          from fine left join ${persons} on ${persons.id} = fine.person
          group by fine.person, ${persons.name}, ${persons.economic_code}, ${persons.national_id}, ${persons.national_code}, ${persons.postal_code}`,
      };
    }
    case 'investorList':
      return {
        fine: sql`${investorShare}.investor as investor`,
        fineKey: sql`${investorShare}.investor`,
        grouped: sql`select fine.investor::text as key, ${rows}, ${resum} from fine group by fine.investor`,
      };
    default:
      return {
        ...byProduct,
        grouped: sql`select fine.product::text as key, ${products.code} as product_code, ${products.name} as product_label, ${products.unit}::text as unit,
            ${rows}, ${resum}
          from fine left join ${products} on ${products.id} = fine.product
          group by fine.product, ${products.code}, ${products.name}, ${products.unit}`,
      };
  }
}

/** The names of the units, warehouses, groups and investors the lines name, in one round trip. */
async function namesOf(db: Executor, businessId: number, references: ReferenceTables, wanted: { resource: string; id: number | null }[]) {
  const { names } = await findNamedRecords(db, businessId, wanted, references);
  return (resource: string, id: number | null) => (id === null ? null : (names.get(`${resource}:${id}`) ?? null));
}

/** What the lines of a summing report name by id, for their names. */
const namedKeys: Partial<Record<InvoiceReportKind, string>> = { productItemsList: 'unit', productGroupList: 'group/main', investorList: 'customer' };

/** A summing report: its lines of one page, each group's count of rows and sums, and the sums of every group. */
async function groupedReport(db: Executor, businessId: number, kind: InvoiceReportKind, query: InvoiceReportQuery, scope: Scope, references: ReferenceTables) {
  const { fine, fineKey, grouped } = grouping(kind, scope);
  const statement = (limit: number, offset: number) => sql`
    with fine as (select ${fine}, count(*) as p_rows, ${partColumns(scope, 'sum')} from ${scope.from} where ${scope.where} group by ${fineKey}),
      grouped as (${grouped})
    select grouped.*, ${amountColumns(scope, 'grouped')}, count(*) over ()::int as groups, ${amountColumns(scope, 'grouped', 'all_', true)}
    from grouped order by grouped.p_total desc, grouped.key nulls last limit ${limit} offset ${offset}`;
  const run = (limit: number, offset: number) => queryRows<Line>(db, statement(limit, offset));
  const requested = pageWindow(Number.MAX_SAFE_INTEGER, query);
  let rows = await run(requested.limit, requested.offset);
  // Every line carries the count and sums of all groups; a page past the end is answered as the last one.
  let [first] = rows.length > 0 || query.page === 1 ? rows : await run(1, 0);
  const window = pageWindow(first ? Number(first.groups) : 0, query);
  if (rows.length === 0 && first) {
    rows = await run(window.limit, window.offset);
    [first] = rows;
  }
  const resource = namedKeys[kind] ?? null;
  const ids = rows.map((row) => numberOf(kind === 'productItemsList' ? row.unit : row.key));
  const name = await namesOf(db, businessId, references, resource ? ids.map((id) => ({ resource, id })) : []);
  const data = rows.map((row, index): InvoiceReportLine => {
    const id = numberOf(row.key);
    const line: InvoiceReportLine = { key: String(row.key ?? 'none'), rows: Number(row.p_rows), ...amountsOf(row) };
    if (kind === 'productGroupList') return { ...line, group: id, group_label: name('group/main', id) };
    if (kind === 'investorList') return { ...line, investor: id ?? 0, investor_label: name('customer', id) };
    if (kind === 'taxPayerList') {
      const codes = { economic_code: textOf(row.economic_code), national_code: textOf(row.national_code), postal_code: textOf(row.postal_code) };
      return { ...line, person: id, person_label: textOf(row.person_label), ...codes, invoices: Number(row.invoices) };
    }
    return { ...line, product: id ?? 0, product_code: textOf(row.product_code), product_label: textOf(row.product_label), unit_label: name('unit', ids[index] ?? null) };
  });
  return { data, totals: first ? amountsOf(first, 'all_') : amountsOf({}), meta: window.meta };
}

/** A report of rows one by one: one page of them in date order, and the sums of every row. */
async function rowReport(db: Executor, businessId: number, kind: InvoiceReportKind, query: InvoiceReportQuery, scope: Scope, references: ReferenceTables) {
  const investors = isInvestorReport(kind);
  const [sums] = await queryRows<Line>(
    db,
    sql`select every.rows, ${amountColumns(scope, 'every')} from (select count(*)::int as rows, ${partColumns(scope, 'sum')} from ${scope.from} where ${scope.where}) every`,
  );
  const total = Number(sums?.rows ?? 0);
  const window = pageWindow(total, query);
  const { products, persons } = scope;
  const rows = await queryRows<Line>(
    db,
    sql`select listed.*, ${amountColumns(scope, 'listed')} from (select ${invoice.id}::text as invoice, ${invoice.number} as number, ${invoice.date}::text as date, ${invoice.person}::text as person,
        ${persons.name} as person_label, ${invoiceLine.lineNo} as line_no, ${invoiceLine.product}::text as product, ${products.code} as product_code,
        ${products.name} as product_label, ${invoiceLine.unit}::text as unit, coalesce(${invoiceLine.entrepot}, ${invoice.entrepot})::text as entrepot,
        ${invoiceLine.count}::text as count, ${invoiceLine.fee}::text as fee, ${partColumns(scope, 'row')}
        ${investors ? sql`, ${investorShare}.investor::text as investor, ${scope.percent}::text as percent` : sql``}
      from ${scope.from} where ${scope.where}
      order by ${invoice.date}, ${invoice.number}, ${invoice.id}, ${invoiceLine.lineNo}${investors ? sql`, ${investorShare}.investor` : sql``}
      limit ${window.limit} offset ${window.offset}) listed
      order by listed.date, listed.number, listed.invoice::bigint, listed.line_no${investors ? sql`, listed.investor::bigint` : sql``}`,
  );
  const name = await namesOf(db, businessId, references, [
    ...rows.map((row) => ({ resource: 'unit', id: numberOf(row.unit) })),
    ...rows.map((row) => ({ resource: 'entrepot', id: numberOf(row.entrepot) })),
    ...rows.map((row) => ({ resource: 'customer', id: investors ? numberOf(row.investor) : null })),
  ]);
  const data = rows.map((row): InvoiceReportLine => {
    const line: InvoiceReportLine = {
      key: [row.invoice, row.line_no, ...(investors ? [row.investor] : [])].join('-'),
      invoice: Number(row.invoice),
      number: Number(row.number),
      date: String(row.date),
      person: numberOf(row.person),
      person_label: textOf(row.person_label),
      product: Number(row.product),
      product_code: textOf(row.product_code),
      product_label: textOf(row.product_label),
      unit_label: name('unit', numberOf(row.unit)),
      entrepot_label: name('entrepot', numberOf(row.entrepot)),
      count: sumMoney([String(row.count)]),
      fee: sumMoney([String(row.fee)]),
      ...amountsOf(row),
    };
    if (!investors) return line;
    const investor = Number(row.investor);
    return { ...line, investor, investor_label: name('customer', investor), percent: sumMoney([String(row.percent)]) };
  });
  return { data, totals: amountsOf(sums ?? {}), meta: window.meta };
}

/**
 * The report of `kind` over the business's invoices of the query's type. The product item report is of one
 * product (422 on `product` without one).
 */
export async function invoiceItemReport(
  db: Executor,
  businessId: number,
  kind: InvoiceReportKind,
  query: InvoiceReportQuery,
  references: ReferenceTables,
  reach: ReportReach,
): Promise<InvoiceReport> {
  if (kind === 'productItemReport' && query.product === undefined) throw new FieldErrors({ product: [{ key: 'is-required' }] });
  const decimals = (await defaultCurrency(db, businessId))?.decimals ?? 0;
  const scope = scopeOf(db, businessId, kind, query, decimals, reach);
  const report = rowReportKinds.includes(kind)
    ? await rowReport(db, businessId, kind, query, scope, references)
    : await groupedReport(db, businessId, kind, query, scope, references);
  // Only an investor report's lines have a share, so only its totals do.
  return { data: report.data, totals: report.totals, ...report.meta };
}
