import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FileItem } from '@hesab/contract';
import { storedFile, type Database } from '@hesab/db';
import { FieldErrors, type FieldError } from '../../http/errors.ts';
import { requireMember } from '../../http/request-context.ts';
import { actorOf, writeLog } from '../activity-log/index.ts';
import { fileSecretOf } from '../tenancy/index.ts';
import { requireKnownOwner, type FileAccess } from './file-access.ts';
import { acceptedKind, extensionOf, maxFileBytes } from './file-kinds.ts';
import { fileLink } from './file-links.ts';
import type { FileStore } from './file-store.ts';

/** Options of @fastify/multipart: files a byte over the limit are cut and flagged, not thrown. */
export const multipartOptions = { throwFileSizeLimit: false, limits: { fileSize: maxFileBytes + 1, files: 20 } };

type FileRow = typeof storedFile.$inferSelect;

export function presentFile(row: FileRow, secret: string): FileItem {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    size: row.size,
    url: fileLink(secret, { businessId: row.businessId, fileId: row.id, name: row.name }),
    extension: row.extension,
    type: row.mimeType,
    lastModified: row.createdAt.toISOString(),
  };
}

interface Received {
  name: string;
  bytes: Buffer;
  index: string;
}

/**
 * Reads the spec's multipart upload: select, type, refId, files[i] and selectedFile[i] ({title}). The plugin
 * stops reading a file one byte past the limit and marks it truncated (see multipartOptions).
 */
async function readUpload(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const files: Received[] = [];
  const tooLarge: string[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const file: MultipartFile = part;
    const bytes = await file.toBuffer();
    if (file.file.truncated || bytes.length > maxFileBytes) tooLarge.push(file.filename);
    else files.push({ name: file.filename, bytes, index: file.fieldname.match(/\[(\d+)\]/)?.[1] ?? '0' });
  }
  return { fields, files, tooLarge };
}

function titleOf(fields: Record<string, string>, index: string): string | null {
  const raw = fields[`selectedFile[${index}]`];
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'title' in parsed && typeof parsed.title === 'string') {
      return parsed.title.slice(0, 249);
    }
  } catch {
    // a title that is not JSON is ignored, the file keeps its name
  }
  return null;
}

/**
 * Stores every file of the request, or none: a member who may not edit the record the files are for is refused
 * (403), and a file over 500,000 bytes or whose bytes do not match its extension refuses the whole upload with a
 * 422 naming each bad file.
 */
export async function receiveUpload(db: Database, store: FileStore, access: FileAccess, request: FastifyRequest): Promise<FileItem[]> {
  const { fields, files, tooLarge } = await readUpload(request);
  const { refType, refId } = requireKnownOwner({ refType: fields.type ?? '', refId: fields.refId ?? null });
  await access(requireMember(request), { refType, refId }, 'edit');
  const actor = actorOf(request);
  const problems: FieldError[] = tooLarge.map((name) => ({ key: 'file-too-large', params: { name } }));
  for (const file of files) {
    if (!acceptedKind(file.name, file.bytes, refType)) problems.push({ key: 'file-type-not-allowed', params: { name: file.name } });
  }
  if (problems.length > 0) throw new FieldErrors({ files: problems });
  if (files.length === 0) throw new FieldErrors({ files: [{ key: 'no-file' }] });

  const written: string[] = [];
  try {
    const rows = await db.transaction(async (tx) => {
      const saved: FileRow[] = [];
      for (const file of files) {
        const kind = acceptedKind(file.name, file.bytes, refType);
        if (!kind) throw new Error('checked above');
        const storageKey = `${actor.businessId}/${randomUUID()}.${extensionOf(file.name)}`;
        await store.put(storageKey, file.bytes);
        written.push(storageKey);
        const [row] = await tx
          .insert(storedFile)
          .values({
            businessId: actor.businessId,
            name: file.name.slice(0, 249),
            title: titleOf(fields, file.index),
            size: file.bytes.length,
            extension: extensionOf(file.name),
            mimeType: kind.mimeType,
            refType,
            refId,
            storageKey,
          })
          .returning();
        if (!row) throw new Error('file row not written');
        await writeLog(tx, actor, { action: 'create', type: 'file', id: row.id, number: row.name, content: `${refType} ${refId}` });
        saved.push(row);
      }
      return saved;
    });
    const secret = await fileSecretOf(db, actor.businessId);
    return rows.map((row) => presentFile(row, secret));
  } catch (error) {
    // The rows were rolled back; the bytes must go too.
    await Promise.all(written.map((key) => store.remove(key)));
    throw error;
  }
}

/** The files of one record: a business's files are only ever listed by the record they belong to. */
export async function listFiles(db: Database, businessId: number, owner: { refType: string; refId: string }) {
  const rows = await db
    .select()
    .from(storedFile)
    .where(and(eq(storedFile.businessId, businessId), eq(storedFile.refType, owner.refType), eq(storedFile.refId, owner.refId)))
    .orderBy(storedFile.id);
  const secret = await fileSecretOf(db, businessId);
  return rows.map((row) => presentFile(row, secret));
}
