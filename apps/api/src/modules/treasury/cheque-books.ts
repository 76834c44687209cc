import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { chequeBookResource } from '@hesab/contract';
import { cheque, chequeBook, type Executor } from '@hesab/db';
import { bookStanding, isLeafOf, leafIsFree, sayadOfLeaf, type ChequeBookLeaves } from '@hesab/domain';
import { FieldErrors, type FieldError } from '../../http/errors.ts';
import { requireMember } from '../../http/request-context.ts';
import type { ResourceBinding, ResourceRow } from '../resources/index.ts';

type BookRecord = typeof chequeBook.$inferSelect;

/** The serials of the paid cheques drawn on each bank account, not removed. */
async function usedSerials(db: Executor, businessId: number, banks: readonly number[]): Promise<Map<number, string[]>> {
  const used = new Map<number, string[]>();
  if (banks.length === 0) return used;
  const rows = await db
    .select({ bank: cheque.bank_account, serial: cheque.serial })
    .from(cheque)
    .where(
      and(
        eq(cheque.businessId, businessId),
        eq(cheque.direction, 'paid'),
        inArray(cheque.bank_account, [...banks]),
        isNotNull(cheque.serial),
        isNull(cheque.removedAt),
      ),
    );
  for (const row of rows) used.set(Number(row.bank), [...(used.get(Number(row.bank)) ?? []), String(row.serial)]);
  return used;
}

/** The leaves of a book as the domain counts them. */
const leavesOf = (book: Pick<BookRecord, 'first_serial' | 'leaves' | 'voided'>): ChequeBookLeaves => ({
  first_serial: book.first_serial,
  leaves: book.leaves,
  voided: book.voided,
});

/** A book's first serial has digits, and the leaves it names (known Sayad ids, voided ones) are its own. */
function refuseStrayLeaves(values: ResourceRow, before: ResourceRow | null): void {
  const merged = { ...(before ?? {}), ...values };
  const book = { first_serial: String(merged.first_serial ?? ''), leaves: Number(merged.leaves) };
  const errors: Record<string, FieldError[]> = {};
  for (const name of ['sayads', 'voided'] as const) {
    const leaves = Array.isArray(merged[name]) ? (merged[name] as { serial: string }[]) : [];
    leaves.forEach((leaf, index) => {
      if (!isLeafOf(book, leaf.serial)) errors[`${name}.${String(index)}.serial`] = [{ key: 'cheque-leaf-outside' }];
    });
  }
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
}

/**
 * Cheque books (checkpage): the generic engine, with a book's used, free and next leaf read from the paid cheques
 * drawn on its bank account.
 */
export const chequeBookBinding = (db: Executor): ResourceBinding => ({
  definition: chequeBookResource,
  table: chequeBook,
  listCommands: {
    next: {
      // Whoever writes a payment's cheque asks which leaf it takes.
      access: { anyPermission: ['Pay', 'ChequeBookList'] },
      handler: async (request) => {
        const bank = z.coerce.number().int().positive().parse((request.query as Record<string, unknown>).next);
        return { data: await nextLeaf(db, requireMember(request).businessId, bank) };
      },
    },
  },
  hooks: {
    async beforeWrite(_context, values, before) {
      refuseStrayLeaves(values, before);
    },
    async readValues(db, businessId, rows) {
      const used = await usedSerials(db, businessId, rows.map((row) => Number(row.bank)));
      for (const row of rows) {
        const standing = bookStanding(leavesOf(row as BookRecord), used.get(Number(row.bank)) ?? []);
        row.used = standing.used;
        row.free = standing.free;
        row.next_serial = standing.next;
      }
    },
  },
});

/**
 * The leaf a paid cheque drawn on `bank` is written on, in the payment's transaction: the serial given, which must
 * be a free leaf where it is one of the bank's books; or, with none given, the next free leaf of the bank's first
 * active book that has one (the books locked, so two payments at once take two leaves). No book, no leaf: the
 * cheque keeps the serial it was given.
 */
export async function takeLeaf(tx: Executor, businessId: number, bank: number, serial: string | null, self: number | null, path: string) {
  const books = await tx
    .select()
    .from(chequeBook)
    .where(and(eq(chequeBook.businessId, businessId), eq(chequeBook.bank, bank), eq(chequeBook.status, 'active')))
    .orderBy(asc(chequeBook.id))
    .for('update');
  if (books.length === 0) return { serial, book: null };
  const others = await tx
    .select({ serial: cheque.serial, id: cheque.id })
    .from(cheque)
    .where(and(eq(cheque.businessId, businessId), eq(cheque.direction, 'paid'), eq(cheque.bank_account, bank), isNotNull(cheque.serial), isNull(cheque.removedAt)));
  const used = others.filter((other) => Number(other.id) !== self).map((other) => String(other.serial));
  if (serial !== null) {
    const book = books.find((candidate) => isLeafOf(leavesOf(candidate), serial));
    if (!book) return { serial, book: null };
    if (!leafIsFree(leavesOf(book), used, serial)) throw new FieldErrors({ [`${path}.serial`]: [{ key: 'cheque-leaf-used' }] });
    return { serial, book: Number(book.id) };
  }
  for (const book of books) {
    const next = bookStanding(leavesOf(book), used).next;
    if (next !== null) return { serial: next, book: Number(book.id) };
  }
  return { serial, book: null };
}

/**
 * `GET checkpage?next=<bank>`: the leaf a paid cheque from the bank would take now, with its Sayad id where the
 * book knows it, for the payment form to offer; null when the bank has no book with a free leaf.
 */
export async function nextLeaf(db: Executor, businessId: number, bank: number): Promise<{ serial: string; sayad: string | null; book: number } | null> {
  const books = await db
    .select()
    .from(chequeBook)
    .where(and(eq(chequeBook.businessId, businessId), eq(chequeBook.bank, bank), eq(chequeBook.status, 'active')))
    .orderBy(asc(chequeBook.id));
  const used = (await usedSerials(db, businessId, [bank])).get(bank) ?? [];
  for (const book of books) {
    const next = bookStanding(leavesOf(book), used).next;
    if (next !== null) return { serial: next, sayad: sayadOfLeaf(book, next), book: Number(book.id) };
  }
  return null;
}
