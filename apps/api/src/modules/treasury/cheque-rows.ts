import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { ChequeDirection } from '@hesab/contract';
import { cheque, chequeEvent, type Executor, type treasuryReceiptLine } from '@hesab/db';
import { firstStatus, sumMoney } from '@hesab/domain';
import { BusinessRuleError, FieldErrors, ForbiddenError } from '../../http/errors.ts';
import type { DocumentHooks, DocumentRow, DocumentWrite } from '../documents/index.ts';
import { takeLeaf } from './cheque-books.ts';
import { chequeStatusKey, chequeValuesOf as valuesOf, type ChequeRecord, type ChequeValues } from './cheque-records.ts';

const valueNames = ['sayad', 'serial', 'bank', 'branch', 'owner', 'amount', 'due', 'issue_date', 'kind', 'description'] as const;

/** A row's cheque as sent, each value present (an optional one left out is null). */
function sentValues(sent: DocumentRow): ChequeValues {
  const value = (name: (typeof valueNames)[number]) => (typeof sent[name] === 'string' ? sent[name] : null);
  return {
    sayad: String(sent.sayad),
    serial: value('serial'),
    bank: value('bank'),
    branch: value('branch'),
    owner: value('owner'),
    amount: String(sent.amount),
    due: String(sent.due),
    issue_date: value('issue_date'),
    kind: sent.kind === 'guarantee' ? 'guarantee' : 'normal',
    description: value('description'),
  };
}

const sameValues = (a: ChequeValues, b: ChequeValues) => valueNames.every((name) => (name === 'amount' ? sumMoney([a.amount]) === sumMoney([b.amount]) : a[name] === b[name]));

/** A receipt's or payment's lines table: both have the cheque column. */
type ChequeLines = typeof treasuryReceiptLine;

/** The permission that removes a cheque of each direction, with its row or its document (spec 01 section 6). */
const removePermissions = { received: 'removeRecieveCheck', paid: 'removePayCheck' } as const satisfies Record<ChequeDirection, string>;

const movedOn = (record: ChequeRecord) => new BusinessRuleError('cheque-moved-on', { sayad: record.sayad }, { status: chequeStatusKey(record.status) });

/**
 * The cheques a receipt (received) or payment (paid) writes on its rows, kept in the cheque table with their
 * history, in the document's transaction: a row's new cheque arrives (in hand, or issued) with the document's
 * journal; an edit changes it while it has not moved on, and drops it with its row; a payment's row naming a
 * received cheque in hand endorses it over (payed) and gives it back when the row goes. Removing the document
 * removes its cheques to check/removedChecks; restoring brings them back. Removing a cheque, with its row or its
 * document, needs its direction's remove permission (removeRecieveCheck, removePayCheck).
 */
export function chequeRowHooks(direction: ChequeDirection, sourceType: 'receive' | 'pay', lines: ChequeLines): DocumentHooks {
  const ownOf = (tx: Executor, businessId: number, id: number) =>
    tx
      .select()
      .from(cheque)
      .where(and(eq(cheque.businessId, businessId), eq(cheque.sourceType, sourceType), eq(cheque.sourceId, id)))
      .for('update');

  /** The received cheques the document's stored rows endorse over. */
  async function endorsedBefore(tx: Executor, businessId: number, id: number): Promise<Set<number>> {
    if (direction !== 'paid') return new Set();
    const rows = await tx
      .select({ chequeId: lines.cheque_id })
      .from(lines)
      .innerJoin(cheque, and(eq(cheque.businessId, lines.businessId), eq(cheque.id, lines.cheque_id)))
      .where(and(eq(lines.businessId, businessId), eq(lines.documentId, id), eq(cheque.direction, 'received')));
    return new Set(rows.map((row) => Number(row.chequeId)));
  }

  async function refuseTakenSayad(tx: Executor, businessId: number, sayad: string, self: number | null, path: string): Promise<void> {
    const [taken] = await tx
      .select({ id: cheque.id })
      .from(cheque)
      .where(
        and(
          eq(cheque.businessId, businessId),
          eq(cheque.direction, direction),
          eq(cheque.sayad, sayad),
          isNull(cheque.removedAt),
          self === null ? undefined : ne(cheque.id, self),
        ),
      );
    if (taken) throw new FieldErrors({ [`${path}.sayad`]: [{ key: 'cheque-sayad-taken' }] });
  }

  /** A row's cheque written: the document's own changed (or brought back from the removed list), or a new one. */
  async function writeOwn(write: DocumentWrite, document: DocumentRow, row: DocumentRow, values: ChequeValues, existing: ChequeRecord | undefined, path: string) {
    const { tx, actor, id } = write;
    const person = typeof document.person === 'number' ? document.person : null;
    const bankAccount = direction === 'paid' && typeof row.bank === 'number' ? row.bank : null;
    const leaf = bankAccount === null ? { serial: values.serial, book: null } : await takeLeaf(tx, actor.businessId, bankAccount, values.serial, existing?.id ?? null, path);
    const owned = { ...values, serial: leaf.serial, person, bank_account: bankAccount, cheque_book: leaf.book };
    if (existing) {
      const moved = existing.status !== firstStatus(direction);
      if (moved && (!sameValues(valuesOf(existing), { ...values, serial: leaf.serial }) || existing.person !== person || existing.bank_account !== bankAccount)) throw movedOn(existing);
      if (existing.removedAt !== null || existing.sayad !== values.sayad) await refuseTakenSayad(tx, actor.businessId, values.sayad, existing.id, path);
      await tx
        .update(cheque)
        .set({ ...owned, removedAt: null })
        .where(and(eq(cheque.businessId, actor.businessId), eq(cheque.id, existing.id)));
      if (!moved) {
        await tx
          .update(chequeEvent)
          .set({ date: String(document.date) })
          .where(and(eq(chequeEvent.businessId, actor.businessId), eq(chequeEvent.chequeId, existing.id)));
      }
      return existing.id;
    }
    await refuseTakenSayad(tx, actor.businessId, values.sayad, null, path);
    const status = firstStatus(direction);
    const [made] = await tx
      .insert(cheque)
      .values({ ...owned, businessId: actor.businessId, direction, status, sourceType, sourceId: id, createdBy: actor.userId })
      .returning({ id: cheque.id });
    const chequeId = Number(made?.id);
    await tx.insert(chequeEvent).values({ businessId: actor.businessId, chequeId, status, date: String(document.date), sourceType, sourceId: id, userId: actor.userId });
    return chequeId;
  }

  /** A received cheque in hand endorsed over to the payment's person (or kept so, where the row already did). */
  async function endorse(write: DocumentWrite, document: DocumentRow, chequeId: number, path: string): Promise<string> {
    const { tx, actor, id } = write;
    const [record] = await tx
      .select()
      .from(cheque)
      .where(and(eq(cheque.businessId, actor.businessId), eq(cheque.id, chequeId), eq(cheque.direction, 'received'), isNull(cheque.removedAt)))
      .for('update');
    if (!record) throw new FieldErrors({ [path]: [{ key: 'invalid-value' }] });
    const endorsee = typeof document.person === 'number' ? document.person : null;
    const ours = and(eq(chequeEvent.businessId, actor.businessId), eq(chequeEvent.chequeId, chequeId), eq(chequeEvent.sourceType, sourceType), eq(chequeEvent.sourceId, id));
    if (record.status === 'payed') {
      const [event] = await tx.select({ id: chequeEvent.id }).from(chequeEvent).where(ours);
      if (!event) throw new BusinessRuleError('cheque-not-in-hand', { sayad: record.sayad }, { status: chequeStatusKey(record.status) });
      await tx.update(chequeEvent).set({ date: String(document.date) }).where(ours);
    } else {
      if (record.status !== 'fund' || record.kind !== 'normal') throw new BusinessRuleError('cheque-not-in-hand', { sayad: record.sayad }, { status: chequeStatusKey(record.status) });
      await tx.insert(chequeEvent).values({ businessId: actor.businessId, chequeId, status: 'payed', date: String(document.date), sourceType, sourceId: id, userId: actor.userId });
    }
    await tx.update(cheque).set({ status: 'payed', endorsee }).where(and(eq(cheque.businessId, actor.businessId), eq(cheque.id, chequeId)));
    return sumMoney([record.amount]);
  }

  /** Endorsements of the document given back: each cheque in hand again, its endorsement gone from its history. */
  async function giveBack(tx: Executor, businessId: number, id: number, chequeIds: readonly number[]): Promise<void> {
    if (chequeIds.length === 0) return;
    await tx
      .delete(chequeEvent)
      .where(
        and(eq(chequeEvent.businessId, businessId), inArray(chequeEvent.chequeId, [...chequeIds]), eq(chequeEvent.sourceType, sourceType), eq(chequeEvent.sourceId, id)),
      );
    await tx
      .update(cheque)
      .set({ status: 'fund', endorsee: null })
      .where(and(eq(cheque.businessId, businessId), inArray(cheque.id, [...chequeIds]), eq(cheque.status, 'payed')));
  }

  return {
    // A new document with no cheque rows has no cheques to write.
    prepares: (document) => Array.isArray(document.rows) && (document.rows as DocumentRow[]).some((row) => (row.cheque !== null && typeof row.cheque === 'object') || typeof row.cheque_id === 'number'),
    async beforePost(write, document) {
      const { tx, actor, id, fresh } = write;
      // A new document has no cheques of its own nor endorsements yet.
      const own = new Map(fresh ? [] : (await ownOf(tx, actor.businessId, id)).map((record) => [Number(record.id), record]));
      const endorsed = fresh ? new Set<number>() : await endorsedBefore(tx, actor.businessId, id);
      const kept = new Set<number>();
      const rows = Array.isArray(document.rows) ? (document.rows as DocumentRow[]) : [];
      for (const [index, row] of rows.entries()) {
        const values = row.cheque && typeof row.cheque === 'object' ? sentValues(row.cheque as DocumentRow) : null;
        const chequeId = typeof row.cheque_id === 'number' ? row.cheque_id : null;
        if (values) {
          const written = await writeOwn(write, document, row, values, chequeId === null ? undefined : own.get(chequeId), `rows.${index}.cheque`);
          row.cheque_id = written;
          row.amount = values.amount;
          kept.add(written);
        } else if (chequeId !== null && direction === 'paid') {
          // One cheque is endorsed over once: a second row naming it would pay with it twice.
          if (kept.has(chequeId)) throw new FieldErrors({ [`rows.${index}.cheque_id`]: [{ key: 'alert-selected-item-is-repetitive' }] });
          row.amount = await endorse(write, document, chequeId, `rows.${index}.cheque_id`);
          kept.add(chequeId);
        }
      }
      const dropped = [...own.values()].filter((record) => !kept.has(Number(record.id)));
      const moved = dropped.find((record) => record.status !== firstStatus(direction));
      if (moved) throw movedOn(moved);
      if (dropped.length > 0 && !actor.holds(removePermissions[direction])) throw new ForbiddenError('forbidden');
      if (dropped.length > 0) await tx.delete(cheque).where(and(eq(cheque.businessId, actor.businessId), inArray(cheque.id, dropped.map((record) => Number(record.id)))));
      await giveBack(tx, actor.businessId, id, [...endorsed].filter((chequeId) => !kept.has(chequeId)));
    },

    async afterRemove({ tx, actor, id }) {
      const own = await ownOf(tx, actor.businessId, id);
      const moved = own.find((record) => record.status !== firstStatus(direction));
      if (moved) throw movedOn(moved);
      if (own.length > 0 && !actor.holds(removePermissions[direction])) throw new ForbiddenError('forbidden');
      if (own.length > 0) {
        await tx
          .update(cheque)
          .set({ removedAt: sql`now()` })
          .where(and(eq(cheque.businessId, actor.businessId), inArray(cheque.id, own.map((record) => Number(record.id)))));
      }
      await giveBack(tx, actor.businessId, id, [...(await endorsedBefore(tx, actor.businessId, id))]);
    },

    /** Each cheque row read with its cheque: the document's own as it was written, an endorsed one named. */
    async read(tx, businessId, id, document) {
      const rows = Array.isArray(document.rows) ? (document.rows as DocumentRow[]) : [];
      const ids = rows.flatMap((row) => (typeof row.cheque_id === 'number' ? [row.cheque_id] : []));
      if (ids.length === 0) return;
      const records = new Map(
        (await tx.select().from(cheque).where(and(eq(cheque.businessId, businessId), inArray(cheque.id, ids))).orderBy(desc(cheque.id))).map((record) => [
          Number(record.id),
          record,
        ]),
      );
      for (const row of rows) {
        const record = typeof row.cheque_id === 'number' ? records.get(row.cheque_id) : undefined;
        if (!record) continue;
        const own = record.sourceType === sourceType && Number(record.sourceId) === id;
        if (own) row.cheque = valuesOf(record);
        else row.cheque_id_label = `${record.sayad} (${sumMoney([record.amount])})`;
        row.cheque_status = record.status;
      }
    },
  };
}
