import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileItem, messageBody } from '@hesab/contract';
import { storedFile, type Database } from '@hesab/db';
import { translateServerMessage } from '@hesab/i18n';
import { NotFoundError } from '../../http/errors.ts';
import { recordId, recordIdParams } from '../../http/record-id.ts';
import { requireMember } from '../../http/request-context.ts';
import { actorOf, writeLog } from '../activity-log/index.ts';
import { findFileSecret } from '../tenancy/index.ts';
import { requireKnownOwner, type FileAccess } from './file-access.ts';
import { linkSecondsLeft } from './file-links.ts';
import type { FileStore } from './file-store.ts';
import { listFiles } from './uploads.ts';

export function registerFileRoutes(app: FastifyInstance, options: { db: Database; store: FileStore; access: FileAccess }): void {
  const { db, store, access } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // The files of one record, with the record's view permission (the check needs the record, so it is the handler's).
  routes.get(
    '/files',
    {
      config: { access: 'member' },
      schema: {
        tags: ['files'],
        querystring: z.object({ type: z.string().max(60).optional(), refId: z.string().max(60).optional() }),
        response: { 200: z.object({ data: z.array(fileItem) }) },
      },
    },
    async (request) => {
      const member = requireMember(request);
      const owner = requireKnownOwner({ refType: request.query.type ?? '', refId: request.query.refId ?? null });
      await access(member, owner, 'view');
      return { data: await listFiles(db, member.businessId, owner) };
    },
  );

  // A file goes with the record's edit permission, as an upload comes.
  routes.delete(
    '/files/:id',
    {
      config: { access: 'member' },
      schema: { tags: ['files'], params: recordIdParams, response: { 200: messageBody } },
    },
    async (request) => {
      const member = requireMember(request);
      const actor = actorOf(request);
      const [file] = await db
        .select({ refType: storedFile.refType, refId: storedFile.refId })
        .from(storedFile)
        .where(and(eq(storedFile.businessId, actor.businessId), eq(storedFile.id, request.params.id)));
      if (!file) throw new NotFoundError();
      // Checked before the write's transaction (the check reads the record), as a file never changes its record.
      await access(member, file, 'edit');
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(storedFile)
          .where(and(eq(storedFile.businessId, actor.businessId), eq(storedFile.id, request.params.id)))
          .returning();
        if (!row) throw new NotFoundError();
        await writeLog(tx, actor, { action: 'remove', type: 'file', id: row.id, number: row.name });
        return row;
      });
      await store.remove(removed.storageKey);
      return { message: translateServerMessage(request.lang, 'deleted') };
    },
  );

  // Public, because an <img> sends no bearer header: the signed, expiring link is the permission, given only to
  // those who may view the record.
  routes.get(
    '/files/:businessId/:id/:expires/:signature/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        params: z.object({
          businessId: recordId,
          id: recordId,
          expires: z.coerce.number().int().positive(),
          signature: z.string().max(64),
          name: z.string().max(300),
        }),
      },
    },
    async (request, reply) => {
      const { businessId, id, expires, signature, name } = request.params;
      const [file] = await db
        .select()
        .from(storedFile)
        .where(and(eq(storedFile.businessId, businessId), eq(storedFile.id, id)));
      const secret = file ? await findFileSecret(db, businessId) : undefined;
      const secondsLeft = secret === undefined ? 0 : linkSecondsLeft(secret, { businessId, fileId: id, expires, name }, signature);
      if (!file || file.name !== name || secondsLeft === 0) throw new NotFoundError();
      const bytes = await store.get(file.storageKey);
      if (!bytes) throw new NotFoundError();
      return reply
        .type(file.mimeType)
        .header('cache-control', `private, max-age=${secondsLeft}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .send(bytes);
    },
  );
}
