import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '@hesab/db';

/** A kept balance row that is not the sum of its journal lines, or lines that no balance row holds. */
export interface LedgerDifference extends Record<string, unknown> {
  kept: 'account_day_balance' | 'account_balance';
  business_id: string;
  account_id: string;
  /** null for `account_day_balance`, which is kept per account and day alone */
  detail_id: string | null;
  day: string;
  /** null where no balance row is kept for lines */
  kept_debit: string | null;
  kept_credit: string | null;
  /** null where no line stands behind a balance row */
  line_debit: string | null;
  line_credit: string | null;
}

/**
 * The ledger's invariant (ARCHITECTURE.md section 3), in one statement: each balance row, per account and day
 * (`account_day_balance`) and per account, detail account and day (`account_balance`), equals the sum of the
 * `journal_line` rows grouped the same way, over every business of the database. The full outer joins catch a
 * row missing on either side. A balance row with no lines is right only at zero debit and credit (lines taken out
 * leave their rows at zero, `balanceMoves` of post-journal.ts); lines with no balance row are always wrong, as each
 * line has one side above zero.
 */
export async function ledgerDifferences(db: Executor): Promise<LedgerDifference[]> {
  return queryRows<LedgerDifference>(
    db,
    sql`
      with by_day as (
        select business_id, account_id, date as day, sum(debit) as debit, sum(credit) as credit
        from journal_line group by business_id, account_id, date
      ), by_detail as (
        select business_id, account_id, detail_id, date as day, sum(debit) as debit, sum(credit) as credit
        from journal_line group by business_id, account_id, detail_id, date
      ), compared as (
        select 'account_day_balance' as kept, coalesce(b.business_id, l.business_id) as business_id,
               coalesce(b.account_id, l.account_id) as account_id, null::bigint as detail_id, coalesce(b.day, l.day) as day,
               b.debit as kept_debit, b.credit as kept_credit, l.debit as line_debit, l.credit as line_credit
        from account_day_balance b
        full outer join by_day l on l.business_id = b.business_id and l.account_id = b.account_id and l.day = b.day
        union all
        select 'account_balance', coalesce(b.business_id, l.business_id), coalesce(b.account_id, l.account_id),
               coalesce(b.detail_id, l.detail_id), coalesce(b.day, l.day), b.debit, b.credit, l.debit, l.credit
        from account_balance b
        full outer join by_detail l
          on l.business_id = b.business_id and l.account_id = b.account_id and l.detail_id = b.detail_id and l.day = b.day
      )
      select kept, business_id::text, account_id::text, detail_id::text, day::text,
             kept_debit::text, kept_credit::text, line_debit::text, line_credit::text
      from compared
      where coalesce(kept_debit, 0) <> coalesce(line_debit, 0) or coalesce(kept_credit, 0) <> coalesce(line_credit, 0)
      order by kept, business_id, account_id, detail_id, day`,
  );
}

/** A journal line carrying more decimals than its business's currency has (at most 4: moneyFractionDigits). */
export interface FinerLine extends Record<string, unknown> {
  business_id: string;
  journal_id: string;
  debit: string;
  credit: string;
  decimals: number;
}

/**
 * Journal lines whose debit or credit has more decimals than the business's currency: an amount sent is refused
 * beyond them and one made (a rate applied, a percent taken) is rounded to them where it is made, so none should.
 */
export async function finerLines(db: Executor): Promise<FinerLine[]> {
  return queryRows<FinerLine>(
    db,
    sql`
      select l.business_id::text, l.journal_id::text, l.debit::text, l.credit::text, least(c.decimals, 4) as decimals
      from journal_line l
      join currency c on c.business_id = l.business_id and c.is_default
      where l.debit <> round(l.debit, least(c.decimals, 4)) or l.credit <> round(l.credit, least(c.decimals, 4))
      order by l.business_id, l.journal_id, l.line_no
      limit 10`,
  );
}

/**
 * Throws, naming the first differences, unless the kept balances equal the sums of the journal lines and no line
 * carries more decimals than its business's currency.
 */
export async function expectLedgerBalanced(db: Executor): Promise<void> {
  const differences = await ledgerDifferences(db);
  if (differences.length > 0) {
    const shown = differences.slice(0, 10).map((row) => JSON.stringify(row));
    throw new Error(`The kept balances differ from the sums of journal_line in ${String(differences.length)} row(s):\n${shown.join('\n')}`);
  }
  const finer = await finerLines(db);
  if (finer.length > 0) {
    throw new Error(`Journal lines carry more decimals than their currency:\n${finer.map((row) => JSON.stringify(row)).join('\n')}`);
  }
}
