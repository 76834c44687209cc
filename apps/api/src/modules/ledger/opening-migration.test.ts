import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '@hesab/db';
import { engines } from '../../../test/databases.ts';
import { createTestBusiness } from '../../../test/fixtures.ts';
import { migrations, migrationsUpTo, openEmpty, withLaterColumns } from '../../../test/migrations.ts';

/* Migration 0020 on data written as 0019 left it: per-record opening journals and a year closing's opening. */

describe.each(engines())('migration 0020, the opening document [%s]', (engine) => {
  it('merges the per-record opening journals and the closing\'s opening into one document a year, lines tagged, balances kept', async () => {
    const opened = await openEmpty(engine);
    try {
      const { db } = opened;
      await opened.migrate(migrationsUpTo(19));
      const biz = await withLaterColumns(db, () => createTestBusiness(db, 'Before 0020'));
      const b = biz.businessId;
      const [year] = await queryRows<{ id: number; start: string }>(db, sql`select id, start_date::text as start from financial_year where business_id = ${b}`);
      if (!year) throw new Error('no year');
      const role = async (name: string) =>
        Number((await queryRows<{ id: number }>(db, sql`select id from account where business_id = ${b} and system_role = ${name} and level = 'given'`))[0]?.id);
      const [receivable, opening, inventory, cash, capital] = [await role('receivable'), await role('opening'), await role('inventory'), await role('cash'), await role('capital')];
      const journal = async (number: number, sourceType: string, sourceId: number | null, state: string, lines: [number, string, string][]) => {
        const [row] = await queryRows<{ id: number }>(
          db,
          sql`insert into journal (business_id, financial_year_id, number, date, description, state, source_type, source_id)
              values (${b}, ${year.id}, ${number}, ${year.start}, ${'old ' + sourceType}, ${state}, ${sourceType}, ${sourceId}) returning id`,
        );
        const id = Number(row?.id);
        for (const [index, [account, debit, credit]] of lines.entries()) {
          await db.execute(sql`insert into journal_line (business_id, journal_id, line_no, account_id, date, debit, credit)
                                values (${b}, ${id}, ${index + 1}, ${account}, ${year.start}, ${debit}, ${credit})`);
        }
        return id;
      };
      const manual = await journal(1, 'manual', null, 'temporary', [[cash, '50', '0'], [capital, '0', '50']]);
      const personJournal = await journal(2, 'personOpening', null, 'temporary', [[receivable, '300', '0'], [opening, '0', '300']]);
      const productJournal = await journal(3, 'productOpening', 77, 'temporary', [[inventory, '900', '0'], [opening, '0', '900']]);
      const [detail] = await queryRows<{ id: number }>(
        db,
        sql`insert into detail_account (business_id, name, "group", system, status) values (${b}, 'Old', 'person', 'customer', 'active') returning id`,
      );
      const [person] = await queryRows<{ id: number }>(
        db,
        sql`insert into person (business_id, name, firstname, detail_id, opening_journal_id, initial_price)
            values (${b}, 'Old', 'Old', ${detail?.id}, ${personJournal}, '300') returning id`,
      );
      // A later year opened by the closing of this one: its opening document carries this year's balances.
      const [next] = await queryRows<{ id: number }>(
        db,
        sql`insert into financial_year (business_id, name, start_date, end_date, is_main) values (${b}, 'next', '2100-01-01', '2100-12-31', false) returning id`,
      );
      const [carried] = await queryRows<{ id: number }>(
        db,
        sql`insert into journal (business_id, financial_year_id, number, date, state, source_type, source_id)
            values (${b}, ${next?.id}, 1, '2100-01-01', 'permanent', 'opening', ${year.id}) returning id`,
      );
      await db.execute(sql`insert into journal_line (business_id, journal_id, line_no, account_id, date, debit, credit)
                            values (${b}, ${carried?.id}, 1, ${cash}, '2100-01-01', '50', '0'), (${b}, ${carried?.id}, 2, ${opening}, '2100-01-01', '0', '50')`);

      await opened.migrate(migrations);

      const documents = await queryRows<{ id: number; number: number; source_type: string; state: string }>(
        db,
        sql`select id, number, source_type, state from journal where business_id = ${b} order by financial_year_id, number`,
      );
      expect(documents.map((d) => [Number(d.id), d.number, d.source_type, d.state])).toEqual([
        [Number(manual), 1, 'manual', 'temporary'],
        [Number(personJournal), 2, 'opening', 'temporary'],
        [Number(carried?.id), 1, 'opening', 'permanent'],
      ]);
      const carriedLines = await queryRows<{ source_type: string; source_id: number }>(
        db,
        sql`select source_type, source_id from journal_line where business_id = ${b} and journal_id = ${carried?.id}`,
      );
      expect(carriedLines.map((l) => [l.source_type, Number(l.source_id)])).toEqual([['closing', Number(year.id)], ['closing', Number(year.id)]]);
      const lines = await queryRows<{ line_no: number; account_id: number; debit: string; source_type: string | null; source_id: number | null }>(
        db,
        sql`select line_no, account_id, debit::text, source_type, source_id from journal_line where business_id = ${b} and journal_id = ${personJournal} order by line_no`,
      );
      expect(lines.map((l) => [l.line_no, Number(l.account_id), l.source_type, Number(l.source_id)])).toEqual([
        [1, receivable, 'person', Number(person?.id)],
        [2, opening, 'person', Number(person?.id)],
        [3, inventory, 'product', 77],
        [4, opening, 'product', 77],
      ]);
      expect(productJournal).toBeGreaterThan(0);
      // The lines kept their date, the year's first day, so the daily balances they were counted in still hold.
      const dates = await queryRows<{ date: string }>(
        db,
        sql`select distinct date::text as date from journal_line where business_id = ${b} and journal_id <> ${carried?.id}`,
      );
      expect(dates.map((row) => row.date)).toEqual([year.start]);
    } finally {
      await opened.close();
    }
  });
});
