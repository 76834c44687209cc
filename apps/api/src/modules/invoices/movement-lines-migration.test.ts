import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '@hesab/db';
import { engines } from '../../../test/databases.ts';
import { createTestBusiness } from '../../../test/fixtures.ts';
import { migrationsUpTo, openEmpty, withLaterColumns } from '../../../test/migrations.ts';

/*
 * Migration 0058 on movements written before it: an invoice's movement numbered by its place among the goods; then
 * 0060 on rows written before it: a sale's goods rows kept a copy of their movements' cost.
 */

describe.each(engines())('migrations 0058 and 0060, movements named by their invoice row and a sale’s costs on them alone [%s]', (engine) => {
  it('renumbers an invoice’s movements to their rows, services before them counted, other documents’ left alone; then clears a sale’s rows’ costs, not a purchase’s', async () => {
    const opened = await openEmpty(engine);
    try {
      const { db } = opened;
      await opened.migrate(migrationsUpTo(57));
      const { businessId: b } = await withLaterColumns(db, () => createTestBusiness(db, 'Before 0058'));
      const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await queryRows<T>(db, query))[0] as T;
      const { id: year } = await one<{ id: number }>(sql`select id from financial_year where business_id = ${b} and is_main`);
      const { id: store } = await one<{ id: number }>(sql`insert into entrepot (business_id, name) values (${b}, 'انبار') returning id`);
      const product = async (name: string, code: string, type = 'product') =>
        Number((await one<{ id: number }>(sql`insert into product (business_id, name, code, type) values (${b}, ${name}, ${code}, ${type}) returning id`)).id);
      const service = await product('نصب', '1', 'service');
      const pen = await product('خودکار', '2');
      const ink = await product('جوهر', '3');
      const { id: sale } = await one<{ id: number }>(
        sql`insert into invoice (business_id, financial_year_id, number, date, type, entrepot_id, sum, tax, payable)
            values (${b}, ${year}, 1, '2026-05-01', 'sell', ${store}, 0, 0, 0) returning id`,
      );
      // Rows: a service, the pen, another service, the ink; before 0058 their movements were the goods' 1 and 2.
      for (const [line, product, kind] of [[1, service, 'service'], [2, pen, 'product'], [3, service, 'service'], [4, ink, 'product']] as const) {
        await db.execute(sql`insert into invoice_line (business_id, document_id, line_no, product_id, count, fee, kind, quantity, unit_cost, total)
                              values (${b}, ${sale}, ${line}, ${product}, 1, 10, ${kind}, 1, ${kind === 'product' ? 5 : null}, 10)`);
      }
      const { id: purchase } = await one<{ id: number }>(
        sql`insert into invoice (business_id, financial_year_id, number, date, type, entrepot_id, sum, tax, payable)
            values (${b}, ${year}, 1, '2026-04-01', 'purchase', ${store}, 0, 0, 0) returning id`,
      );
      await db.execute(sql`insert into invoice_line (business_id, document_id, line_no, product_id, count, fee, kind, quantity, unit_cost, total)
                            values (${b}, ${purchase}, 1, ${pen}, 1, 7, 'product', 1, 7, 7)`);
      const move = (product: number, kind: string, source: number, line: number) =>
        db.execute(sql`insert into stock_movement (business_id, product_id, entrepot_id, date, quantity, unit_cost, source_kind, source_id, line_no)
                       values (${b}, ${product}, ${store}, '2026-05-01', -1, 5, ${kind}, ${source}, ${line})`);
      await move(pen, 'invoice', Number(sale), 1);
      await move(ink, 'invoice', Number(sale), 2);
      await move(ink, 'remittance', Number(sale), 2);

      await opened.migrate(migrationsUpTo(58));
      const lines = await queryRows<{ kind: string; product: number; line: number }>(
        db,
        sql`select source_kind as kind, product_id::int as product, line_no as line from stock_movement where business_id = ${b} order by source_kind, line_no`,
      );
      expect(lines).toEqual([
        { kind: 'invoice', product: pen, line: 2 },
        { kind: 'invoice', product: ink, line: 4 },
        { kind: 'remittance', product: ink, line: 2 },
      ]);

      await opened.migrate(migrationsUpTo(60));
      const costs = await queryRows<{ type: string; line: number; cost: string | null }>(
        db,
        sql`select i.type, l.line_no as line, l.unit_cost::text as cost from invoice_line l join invoice i on i.business_id = l.business_id and i.id = l.document_id
            where l.business_id = ${b} order by i.type, l.line_no`,
      );
      expect(costs).toEqual([
        { type: 'purchase', line: 1, cost: '7' },
        { type: 'sell', line: 1, cost: null },
        { type: 'sell', line: 2, cost: null },
        { type: 'sell', line: 3, cost: null },
        { type: 'sell', line: 4, cost: null },
      ]);
    } finally {
      await opened.close();
    }
  });
});
