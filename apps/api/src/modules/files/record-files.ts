import { and, eq, inArray } from 'drizzle-orm';
import { businessLogo, type FileItem } from '@hesab/contract';
import { storedFile, type Executor } from '@hesab/db';
import type { FileStore } from './file-store.ts';
import { fileSecretOf } from '../tenancy/index.ts';
import { presentFile } from './uploads.ts';

/* The files uploaded for one record (refType and refId of `POST createdetail` select=fileUpload). */

/** The record's files of each of these types, oldest first, with signed links. */
export async function recordFiles(
  db: Executor,
  businessId: number,
  refTypes: readonly string[],
  refId: string,
): Promise<Map<string, FileItem[]>> {
  const rows = await db
    .select()
    .from(storedFile)
    .where(and(eq(storedFile.businessId, businessId), inArray(storedFile.refType, [...refTypes]), eq(storedFile.refId, refId)))
    .orderBy(storedFile.id);
  const byType = new Map(refTypes.map((type): [string, FileItem[]] => [type, []]));
  if (rows.length === 0) return byType;
  const secret = await fileSecretOf(db, businessId);
  for (const row of rows) byType.get(row.refType)?.push(presentFile(row, secret));
  return byType;
}

/** A signed link to the business's logo (its latest upload), for a page printed without a session; null where it has none. */
export async function businessLogoLink(db: Executor, businessId: number): Promise<string | null> {
  const logos = (await recordFiles(db, businessId, [businessLogo.type], businessLogo.refId)).get(businessLogo.type) ?? [];
  return logos.at(-1)?.url ?? null;
}

/**
 * Removes a record's files with the record, in its transaction. The bytes go at once, as a write has no
 * after-commit step: only the record's log row is written after this, so a rollback leaving rows without bytes
 * is all but impossible.
 */
export async function removeRecordFiles(
  tx: Executor,
  store: FileStore,
  businessId: number,
  refTypes: readonly string[],
  refId: string,
): Promise<void> {
  const removed = await tx
    .delete(storedFile)
    .where(and(eq(storedFile.businessId, businessId), inArray(storedFile.refType, [...refTypes]), eq(storedFile.refId, refId)))
    .returning({ key: storedFile.storageKey });
  await Promise.all(removed.map((row) => store.remove(row.key)));
}
