import { and, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import { entrepot, type Executor } from '@hesab/db';
import { ForbiddenError } from '../../http/errors.ts';
import type { DocumentAuthorization, DocumentRow, MemberReach } from '../documents/index.ts';
import { appliedAccess, type Member } from '../tenancy/index.ts';

/*
 * A user's warehouse access (issue 5's entrepotAccess, issue 17): with warehouses listed, the user sees and moves
 * goods only in those, and the warehouse lists and pickers offer only those. Reads keep to them as writes do (issue
 * 36): a document of another warehouse is refused as its write would be (403), and lists and reports show only theirs.
 */

/** The warehouses the member may use, as a condition on the warehouse table (its resource binding's memberScope). */
export function allowedWarehouses(member: Member): SQL | undefined {
  const listed = appliedAccess(member, member.entrepotAccess);
  return listed ? inArray(entrepot.id, [...listed]) : undefined;
}

/**
 * Every warehouse named must be one of the member's, else 403 naming the first that is not. An id of no warehouse of
 * the business passes here, for the write to refuse on its field (422).
 */
export async function refuseUnlistedWarehouses(member: Member, warehouses: readonly unknown[], db: Executor): Promise<void> {
  const listed = appliedAccess(member, member.entrepotAccess);
  const ids = [...new Set(warehouses.filter((id): id is number => typeof id === 'number'))];
  if (!listed || ids.length === 0) return;
  const [refused] = await db
    .select({ name: entrepot.name })
    .from(entrepot)
    .where(and(eq(entrepot.businessId, member.businessId), inArray(entrepot.id, ids), notInArray(entrepot.id, [...listed])))
    .limit(1);
  if (refused) throw new ForbiddenError('entrepot-not-allowed', { name: refused.name });
}

/**
 * The access lists of a kind of document that moves goods (DocumentBinding's limits, asked on reads and writes): the
 * warehouses its goods leave or enter by the member's hand (the header's `entrepot`, and each row's where rows name
 * one) the member's. A transfer's receiving warehouse is its storekeeper's, who confirms the arrival.
 */
export const warehouseAccess: DocumentAuthorization = async (member, document, db, standing) => {
  const listed = appliedAccess(member, member.entrepotAccess);
  if (!listed) return;
  const read = await document();
  if (standing === 'read') {
    // Read as the list shows it: a transfer is its receiving storekeeper's to see too.
    const heads = [read.entrepot, read.to_entrepot].filter((id): id is number => typeof id === 'number');
    if (heads.some((id) => listed.includes(id))) return;
    return refuseUnlistedWarehouses(member, heads, db);
  }
  const rows = Array.isArray(read.rows) ? (read.rows as DocumentRow[]) : [];
  await refuseUnlistedWarehouses(member, [read.entrepot, ...rows.map((row) => row.entrepot)], db);
};

/**
 * The documents of a kind that moves goods a member sees in its list: those of their warehouses (each of `fields`: a
 * transfer's sending and receiving warehouse).
 */
export function warehouseReach(fields: readonly string[] = ['entrepot']): (member: Member) => Promise<MemberReach | undefined> {
  return (member) => {
    const listed = appliedAccess(member, member.entrepotAccess);
    return Promise.resolve(listed ? { fields, values: listed } : undefined);
  };
}

/**
 * The warehouses a report read by the member covers (issue 36): the one its filter names, which must be theirs (403
 * as on a write), else those they may see; null where that is every warehouse (no filter, no list).
 */
export async function reportWarehouses(member: Member, asked: number | undefined, db: Executor): Promise<readonly number[] | null> {
  if (asked !== undefined) {
    await refuseUnlistedWarehouses(member, [asked], db);
    return [asked];
  }
  return appliedAccess(member, member.entrepotAccess);
}
