import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sheetCell, type Field, type SheetContext } from '@hesab/contract';
import type { Executor } from '@hesab/db';
import { addMoney, amountCell, isMoney, type Money } from '@hesab/domain';
import { isRightToLeft, languages, type Language } from '@hesab/i18n';
import { webMessages } from '@hesab/i18n/web';
import { FieldErrors } from '../../http/errors.ts';
import { businessRecord, currencyDecimals } from '../tenancy/index.ts';
import { sheetStream, type SheetRow } from './sheet-stream.ts';

/** `?export=xlsx&lang=fa|en&all=false`: the list as an .xlsx; headers in `lang` (the user's when absent); every row unless `all=false`, then the page asked. */
const exportQuery = z.object({ export: z.literal('xlsx'), lang: z.enum(languages).optional(), all: z.enum(['true', 'false']).optional() });

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Whether a list's query asks for its Excel file rather than a page. */
export const asksForSheet = (query: Readonly<Record<string, unknown>>) => query.export !== undefined;

/** A column of a list's sheet. */
export interface ListSheetColumn<Row> {
  /** a web catalogue key, written in the sheet's language */
  header: string;
  cell(row: Row, context: SheetContext): string | number;
  /** how Excel shows the column's numbers, given the decimals of the business's money */
  numFmt?(currencyDecimals: number): string | undefined;
  /** the amount summed into the totals row, for a column the list totals */
  amount?(row: Row): Money | null;
}

export interface ListSheet<Row> {
  /** a web catalogue key: the sheet's name */
  title: string;
  fileName: string;
  columns: readonly ListSheetColumn<Row>[];
  /** a page of the list, with its filters, search and sort, as the list route reads it */
  page(page: number, perPage: number): Promise<{ data: readonly Row[]; last_page: number }>;
}

/**
 * Rows read a page of this many at a time: few enough to hold (some 20 MB of persons), many enough that a long list
 * takes few reads, each of which counts the list again and skips the pages before it (200,000 persons: 25 s at
 * 10,000 a page, 42 s at 2,000).
 */
const chunk = 10_000;

/** A web catalogue message in `language`; the key itself where there is none. */
export function webMessage(language: Language, key: string): string {
  let node: unknown = webMessages[language];
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : key;
}

/** Excel's number format for amounts of `decimals` places, with thousands separators. */
export const amountFormat = (decimals: number) => (decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0');

/**
 * A field of a read record as a column: its label, its cell, and separators for an amount in money (not a count or
 * a percent); `summed`, such an amount is totalled under the rows (a document list's payable).
 */
export function fieldColumn(field: Field, summed = false): ListSheetColumn<Readonly<Record<string, unknown>>> {
  const money = field.type === 'money' && field.quantity !== true;
  const amount = (row: Readonly<Record<string, unknown>>) => {
    const value = row[field.name];
    return isMoney(value) ? value : null;
  };
  return {
    header: field.label,
    cell: (row, context) => sheetCell(field, row, context),
    numFmt: money ? (decimals) => amountFormat(field.precision ?? decimals) : undefined,
    ...(money && summed ? { amount } : {}),
  };
}

/**
 * Answers a list as a streamed .xlsx (issue 18): a right-to-left sheet for a right-to-left language, a row number
 * and the columns, then a totals row where the list totals any column. Pages are read as the file is written.
 */
export async function sendListSheet<Row>(db: Executor, request: FastifyRequest, reply: FastifyReply, businessId: number, sheet: ListSheet<Row>): Promise<void> {
  const parsed = exportQuery.safeParse(request.query);
  if (!parsed.success) throw new FieldErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'export'), [{ key: 'invalid-value' }]])));
  const language = parsed.data.lang ?? request.lang;
  const business = await businessRecord(db, businessId);
  const context: SheetContext = { t: (key) => webMessage(language, key), language, dateLocale: business?.dateLocale ?? 'fa' };
  const query = request.query as Record<string, unknown>;
  const onePage = parsed.data.all === 'false';
  const firstPage = onePage ? Math.max(1, Number(query.page) || 1) : 1;
  const perPage = onePage ? Math.max(1, Number(query.perPage) || 10) : chunk;
  const sums = sheet.columns.map((): Money | null => null);
  const decimals = await currencyDecimals(db, businessId, null);
  // The first page is read before the file starts, so that a bad filter is still a 422 and not a broken download.
  const first = await sheet.page(firstPage, perPage);

  async function* rows(): AsyncGenerator<SheetRow> {
    let number = (firstPage - 1) * perPage;
    for (let page = firstPage; ; page++) {
      const read = page === firstPage ? first : await sheet.page(page, perPage);
      for (const row of read.data) {
        sheet.columns.forEach((column, index) => {
          const amount = column.amount?.(row);
          if (amount) sums[index] = addMoney(sums[index] ?? '0', amount);
        });
        yield [++number, ...sheet.columns.map((column) => column.cell(row, context))];
      }
      if (onePage || page >= read.last_page) return;
    }
  }

  const stream = sheetStream({
    title: context.t(sheet.title),
    rightToLeft: isRightToLeft(language),
    columns: [{ header: context.t('list.rowNumber') }, ...sheet.columns.map((column) => ({ header: context.t(column.header), numFmt: column.numFmt?.(decimals) }))],
    rows: rows(),
    totals: () => (sums.some((sum) => sum !== null) ? [context.t('documents.total'), ...sums.map((sum) => (sum === null ? '' : amountCell(sum)))] : null),
  });
  await reply
    .header('Content-Type', xlsxType)
    .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(sheet.fileName)}`)
    .send(stream);
}
