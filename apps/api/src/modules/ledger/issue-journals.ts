import { sql } from 'drizzle-orm';
import { arrayParameter, queryRows, type Executor } from '@hesab/db';
import type { Money } from '@hesab/domain';
import { BlockedError } from '../../http/errors.ts';
import { unchangeableJournal } from './journal-documents.ts';
import { setLineAmounts, type LineAmounts } from './post-journal.ts';

/** What a document's goods issued at cost are worth now: its source, and the value. */
export interface IssueValue {
  sourceType: string;
  sourceId: number;
  value: Money;
}

/**
 * The journals of documents that issue goods at cost (a remittance, a consumption, a stocktaking's shortage) set to
 * what their goods are worth now, after a back-dated write re-costed them (issue 17): a journal of two lines, one of
 * them inventory, takes the new value on both, each on its side. A journal that is permanent or locked cannot change,
 * so the whole write is refused (423 with its number) rather than leave a cost wrong. A journal of more lines (a
 * stocktaking with both a surplus and a shortage) keeps its amounts.
 */
export async function revalueIssueJournals(tx: Executor, businessId: number, inventory: number, values: readonly IssueValue[]): Promise<void> {
  if (values.length === 0) return;
  const lines = await queryRows<{ journal: string | number; source_type: string; source_id: string | number; account: string | number; debit: string; lines: string | number }>(
    tx,
    sql`
      with wanted as (
        select * from unnest(${arrayParameter(values.map((each) => each.sourceType))}::text[], ${arrayParameter(values.map((each) => each.sourceId))}::bigint[])
          as w(source_type, source_id)
      )
      select j.id as journal, j.source_type, j.source_id, l.account_id as account, l.debit::text as debit, count(*) over (partition by j.id) as lines
      from wanted w
      join journal j on j.business_id = ${businessId} and j.source_type = w.source_type and j.source_id = w.source_id
      join journal_line l on l.business_id = j.business_id and l.journal_id = j.id`,
  );
  const twoLines = lines.filter((line) => Number(line.lines) === 2);
  const journals = [...new Set(twoLines.map((line) => Number(line.journal)))];
  const blocked = await unchangeableJournal(tx, businessId, journals);
  if (blocked) {
    const key = blocked.locked ? 'document-journal-locked' : 'document-journal-permanent';
    throw new BlockedError(key, { document: blocked.id, number: blocked.number }, { number: String(blocked.number) });
  }
  const valueOf = new Map(values.map((each) => [`${each.sourceType}:${each.sourceId}`, each.value]));
  const onInventory = new Set(twoLines.filter((line) => Number(line.account) === inventory).map((line) => Number(line.journal)));
  const amounts: LineAmounts[] = twoLines.flatMap((line) => {
    const value = valueOf.get(`${line.source_type}:${String(line.source_id)}`);
    if (value === undefined || !onInventory.has(Number(line.journal))) return [];
    const debit = /[1-9]/.test(line.debit);
    return [{ journal: Number(line.journal), account: Number(line.account), debit: debit ? value : '0', credit: debit ? '0' : value }];
  });
  await setLineAmounts(tx, businessId, amounts);
}
