import { sql } from 'drizzle-orm';
import type { TreasuryKind } from '@hesab/contract';
import { cardOfBank, shebaOfBank } from '@hesab/domain';
import { queryRows, type Executor } from '@hesab/db';
import { createRecordDetail, syncRecordDetail } from '../accounting/index.ts';
import { FieldErrors, type FieldError } from '../../http/errors.ts';
import type { ResourceHooks, ResourceRow, ResourceTable } from '../resources/index.ts';
import { defaultCurrency, lockPlanOptions } from '../tenancy/index.ts';
import {
  readTreasuryBalances,
  refuseIfPosted,
  removeFromLedger,
  saveOpeningBalance,
} from './treasury-ledger.ts';

/** One more than the largest all-digit code of the kind's accounts in the business; 1 for the first. */
export async function nextTreasuryCode(db: Executor, table: ResourceTable, businessId: number): Promise<string> {
  const [row] = await queryRows<{ next: string }>(
    db,
    sql`select (coalesce(max(code::numeric), 0) + 1)::text as next from ${table}
        where business_id = ${businessId} and code ~ '^[0-9]{1,30}$'`,
  );
  return row?.next ?? '1';
}

/**
 * A new account's empty code takes the next free one, under a lock of the business row so that two accounts made at
 * once are numbered one after the other; an empty currency is the business's default.
 */
async function prepareNew(tx: Executor, table: ResourceTable, businessId: number, values: ResourceRow): Promise<void> {
  if (typeof values.code !== 'string' || values.code === '') {
    // The business row's lock, as products take it for their codes; the plan's options are not needed here.
    await lockPlanOptions(tx, businessId);
    values.code = await nextTreasuryCode(tx, table, businessId);
  }
  if (typeof values.currency !== 'number') {
    const found = await defaultCurrency(tx, businessId);
    if (found) values.currency = found.id;
  }
}

/** A bank account's Sheba and card are the chosen bank's (422 on the one that is not), as their digits name it. */
function refuseAnotherBanksNumbers(account: ResourceRow): void {
  if (typeof account.bank !== 'string') return;
  const errors: Record<string, FieldError[]> = {};
  if (typeof account.sheba === 'string' && !shebaOfBank(account.sheba, account.bank)) errors.sheba = [{ key: 'sheba-of-another-bank' }];
  if (typeof account.card_number === 'string' && !cardOfBank(account.card_number, account.bank)) {
    errors.card_number = [{ key: 'card-of-another-bank' }];
  }
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
}

/**
 * A treasury account's save: a new one's code and currency, its detail account (made, then named and activated
 * with the record), and once the row is written its part of the year's opening document; all in the save's
 * transaction, with the row and its log written by the generic store. Its removal is refused while its detail
 * account has postings, and otherwise takes its opening part and detail account with it.
 */
export function treasuryHooks(kind: TreasuryKind, table: ResourceTable): ResourceHooks {
  // The row before its save, from beforeWrite to afterWrite, where the opening part needs the record's id.
  const rowsBefore = new WeakMap<ResourceRow, ResourceRow | null>();
  return {
    async beforeWrite({ tx, actor }, values, before) {
      if (!before) await prepareNew(tx, table, actor.businessId, values);
      const merged = { ...(before ?? {}), ...values };
      if (kind === 'bank') refuseAnotherBanksNumbers(merged);
      const name = String(merged.name);
      const detailId = before ? Number(before.detail_id) : await createRecordDetail(tx, actor.businessId, kind, name);
      values.detail_id = detailId;
      await syncRecordDetail(tx, actor.businessId, detailId, name, merged.status);
      rowsBefore.set(values, before);
    },
    async afterWrite({ tx, actor }, row, values) {
      await saveOpeningBalance(tx, actor, kind, row, rowsBefore.get(values) ?? null);
    },
    async beforeRemove({ tx, actor }, row) {
      await refuseIfPosted(tx, actor.businessId, kind, row);
    },
    async afterRemove({ tx, actor }, row) {
      await removeFromLedger(tx, actor, kind, row);
    },
    async readValues(db, businessId, rows) {
      await readTreasuryBalances(db, businessId, kind, rows);
    },
  };
}
