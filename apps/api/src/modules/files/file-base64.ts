import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { storedFile, type Database } from '@hesab/db';
import { FieldErrors, NotFoundError } from '../../http/errors.ts';
import type { DetailSelect } from '../../http/getdetail.ts';
import { requireMember } from '../../http/request-context.ts';
import type { FileAccess } from './file-access.ts';
import type { FileStore } from './file-store.ts';

/** A file link of ours (file-links.ts), under the API's either root. */
const fileLinkPath = /^\/api(?:\/v1)?\/files\/(\d{1,15})\/(\d{1,15})\/\d{1,15}\/[\w-]{1,64}\/([^/]{1,900})$/;

/**
 * The stored file a link names, when the link is one of this server's: a path, or an address on the app's own
 * origin. Anything else is refused before it is read, as no address is ever fetched.
 */
function linkedFile(url: string, appUrl: string): { businessId: number; fileId: number; name: string } {
  const own = new URL(appUrl).origin;
  let parsed: URL;
  try {
    parsed = new URL(url, own);
  } catch {
    throw new FieldErrors({ url: [{ key: 'invalid-value' }] });
  }
  const match = parsed.origin === own && !parsed.search ? fileLinkPath.exec(parsed.pathname) : null;
  if (!match) throw new FieldErrors({ url: [{ key: 'invalid-value' }] });
  const [, businessId, fileId, name] = match;
  let decoded: string;
  try {
    decoded = decodeURIComponent(name ?? '');
  } catch {
    throw new FieldErrors({ url: [{ key: 'invalid-value' }] });
  }
  return { businessId: Number(businessId), fileId: Number(fileId), name: decoded };
}

/**
 * `getdetail?select=urlToBase64&url=` (spec 01 section 7): the business's logo, or another of its own stored files
 * the member may view, as a data URL a printout embeds. Only the business's own files: a link of another business is
 * 404, an address of anywhere else 422.
 */
export function fileDetailSelects(options: { db: Database; store: FileStore; access: FileAccess; appUrl: string }): Record<string, DetailSelect> {
  const { db, store, access, appUrl } = options;
  return {
    urlToBase64: {
      access: 'member',
      async handler(request: FastifyRequest) {
        const member = requireMember(request);
        const { url } = request.query as { url?: unknown };
        if (typeof url !== 'string' || url === '') throw new FieldErrors({ url: [{ key: 'is-required' }] });
        const linked = linkedFile(url, appUrl);
        if (linked.businessId !== member.businessId) throw new NotFoundError();
        const [file] = await db
          .select()
          .from(storedFile)
          .where(and(eq(storedFile.businessId, member.businessId), eq(storedFile.id, linked.fileId)));
        if (file?.name !== linked.name) throw new NotFoundError();
        await access(member, { refType: file.refType, refId: file.refId }, 'view');
        const bytes = await store.get(file.storageKey);
        if (!bytes) throw new NotFoundError();
        return { data: `data:${file.mimeType};base64,${bytes.toString('base64')}` };
      },
    },
  };
}
