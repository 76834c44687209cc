import { and, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { treasuryKinds, type DocumentDefinition, type Field, type TreasuryKind } from '@hesab/contract';
import { bankAccount, cashBox, pettyCash, type Executor } from '@hesab/db';
import { ForbiddenError } from '../../http/errors.ts';
import type { DocumentBinding, DocumentRow, MemberReach } from '../documents/index.ts';
import type { ResourceTable } from '../resources/index.ts';
import { appliedAccess, type Member } from '../tenancy/index.ts';

/*
 * A user's financial access (issue 15): with bank, cash or petty cash accounts listed (user_financial, as their
 * detail accounts), the user receives into and pays from only those, and their lists and pickers offer only those.
 * Reads keep to them as writes do (issue 36): a document naming another account is refused (403), and the documents'
 * lists show only those naming none.
 */

/** A table of treasury accounts, with what these checks read of it. */
type TreasuryTable = ResourceTable & Record<'name' | 'detail_id', PgColumn>;

export const treasuryTables: Record<TreasuryKind, TreasuryTable> = { bank: bankAccount, cash: cashBox, petty: pettyCash };

interface TreasuryAccount {
  kind: TreasuryKind;
  id: number;
}

/** The treasury accounts a document names. */
type AccountReader = (document: DocumentRow) => TreasuryAccount[];

/** The member's listed detail accounts, or null where every account is theirs (appliedAccess). */
const listedDetails = (member: Member) => appliedAccess(member, member.financialAccess);

/** The accounts of a kind the member may use, as a condition on its table (a resource binding's memberScope). */
export function allowedAccounts(member: Member, table: TreasuryTable): SQL | undefined {
  const listed = listedDetails(member);
  return listed ? inArray(table.detail_id, [...listed]) : undefined;
}

const isTreasuryKind = (resource: string): resource is TreasuryKind => treasuryKinds.some((kind) => kind === resource);

/** The accounts a row's (or the header's) reference columns to bank, cash or petty name. */
function referenceReader(columns: readonly Field[]): AccountReader {
  const named = columns.flatMap((column) =>
    column.type === 'reference' && isTreasuryKind(column.resource) ? [{ name: column.name, kind: column.resource }] : [],
  );
  return (row) =>
    named.flatMap(({ name, kind }) => {
      const id = row[name];
      return typeof id === 'number' ? [{ kind, id }] : [];
    });
}

/** The accounts named in the rows under `name`: a document's lines, or a header field of rows (a cost's payments). */
function rowsReader(name: string, columns: readonly Field[]): AccountReader {
  const read = referenceReader(columns);
  return (document) => {
    const rows = document[name];
    return Array.isArray(rows) ? (rows as DocumentRow[]).flatMap(read) : [];
  };
}

/** A treasury field's `{kind, id}`. */
function treasuryValue(value: unknown): TreasuryAccount[] {
  if (typeof value !== 'object' || value === null) return [];
  const { kind, id } = value as Record<string, unknown>;
  return typeof kind === 'string' && isTreasuryKind(kind) && typeof id === 'number' ? [{ kind, id }] : [];
}

/** Every place the definition names a treasury account, found once: its documents are read through it on each save. */
function accountReader(definition: DocumentDefinition): AccountReader {
  const readers = [referenceReader(definition.fields)];
  for (const field of definition.fields) {
    if (field.type === 'treasury') readers.push((document) => treasuryValue(document[field.name]));
    if (field.type === 'rows') readers.push(rowsReader(field.name, field.columns));
  }
  const { lines } = definition;
  if (lines) readers.push(rowsReader(lines.name, lines.columns));
  return (document) => readers.flatMap((read) => read(document));
}

/**
 * Every treasury account named must be one of the member's, else 403 naming the first that is not. An id of no
 * account of the business passes here, for the write to refuse on its field (422).
 */
export async function refuseUnlistedAccounts(member: Member, accounts: readonly TreasuryAccount[], db: Executor): Promise<void> {
  const listed = listedDetails(member);
  if (!listed) return;
  for (const kind of treasuryKinds) {
    const ids = [...new Set(accounts.filter((account) => account.kind === kind).map((account) => account.id))];
    if (ids.length === 0) continue;
    const table = treasuryTables[kind];
    const [refused] = await db
      .select({ name: table.name })
      .from(table)
      .where(and(eq(table.businessId, member.businessId), inArray(table.id, ids), notInArray(table.detail_id, [...listed])))
      .limit(1);
    if (refused) throw new ForbiddenError('treasury-account-not-allowed', { name: String(refused.name) });
  }
}

/** Refuses (403, naming it) a member reading the book of a treasury account outside their list, by its detail account. */
export async function refuseUnlistedDetail(member: Member, detail: number, db: Executor): Promise<void> {
  const listed = listedDetails(member);
  if (!listed || listed.includes(detail)) return;
  for (const kind of treasuryKinds) {
    const table = treasuryTables[kind];
    const [refused] = await db
      .select({ name: table.name })
      .from(table)
      .where(and(eq(table.businessId, member.businessId), eq(table.detail_id, detail)))
      .limit(1);
    if (refused) throw new ForbiddenError('treasury-account-not-allowed', { name: String(refused.name) });
  }
}

/**
 * The access lists of a kind of document that moves money (DocumentBinding's limits, asked on reads and writes): its
 * accounts the member's; and its list's reach, the documents naming no other account.
 */
export function treasuryAccountAccess(definition: DocumentDefinition): Required<Pick<DocumentBinding, 'limits' | 'reach'>> {
  const accountsOf = accountReader(definition);
  return {
    async limits(member, document, db) {
      if (listedDetails(member)) await refuseUnlistedAccounts(member, accountsOf(await document()), db);
    },
    async reach(member, db): Promise<MemberReach | undefined> {
      const accounts = await reachedAccounts(member, db);
      return accounts ? { accounts } : undefined;
    },
  };
}

/** The member's bank accounts, cash boxes and petty cash funds by id, where their list limits them; null: all. */
export async function reachedAccounts(member: Member, db: Executor): Promise<Record<TreasuryKind, number[]> | null> {
  const listed = listedDetails(member);
  if (!listed) return null;
  const idsOf = async (kind: TreasuryKind) => {
    const table = treasuryTables[kind];
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.businessId, member.businessId), inArray(table.detail_id, [...listed])));
    return rows.map((row) => Number(row.id));
  };
  const [bank, cash, petty] = await Promise.all([idsOf('bank'), idsOf('cash'), idsOf('petty')]);
  return { bank, cash, petty };
}

/** Whether a bank account is the business's own (a setting naming one, as the gateway's settlement account). */
export async function isOwnBankAccount(db: Executor, businessId: number, id: number): Promise<boolean> {
  const [found] = await db.select({ id: bankAccount.id }).from(bankAccount).where(and(eq(bankAccount.businessId, businessId), eq(bankAccount.id, id)));
  return found !== undefined;
}
