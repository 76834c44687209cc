import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentIds,
  documentInputSchema,
  documentLock,
  documentsChanged,
  listQuery,
  messageBody,
  pagedResponse,
  type DocumentDefinition,
} from '@hesab/contract';
import type { Database } from '@hesab/db';
import { translateServerMessage, type Language } from '@hesab/i18n';
import { requireMember } from '../../http/request-context.ts';
import { actorOf } from '../activity-log/index.ts';
import type { TagValues } from '../resources/index.ts';
import type { Member } from '../tenancy/index.ts';
import type { DocumentBinding, DocumentRow, DocumentStore, SavedDocument } from './binding.ts';
import type { ReferenceTables } from './references.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** A document as read: its head and whatever its kind carries (header fields, lines, totals), as `DocumentOf<D>` types it. */
const documentRead = z.record(z.string(), z.unknown());

/**
 * What a save answers: the document's id and number at the top (as the accounting document always answered), and
 * in `data` with the journal it posted (`{data: {id, number, document}}`, issue 15's form).
 */
const savedBody = z.object({
  id: z.number().int(),
  number: z.number().int(),
  data: z.object({ id: z.number().int(), number: z.number().int(), document: z.number().int().nullable() }),
  message: z.string(),
});

/**
 * Every declared field and line column present, an empty one as null: a posting reads the document the
 * definition types (`DocumentOf<D>`), never an absent key.
 */
function complete(definition: DocumentDefinition, input: DocumentRow): DocumentRow {
  const document: DocumentRow = { ...input };
  for (const field of definition.fields) document[field.name] ??= null;
  document.ouid ??= null;
  const { lines } = definition;
  if (lines) {
    const rows = Array.isArray(input[lines.name]) ? (input[lines.name] as DocumentRow[]) : [];
    document[lines.name] = rows.map((row) => {
      const line: DocumentRow = { ...row };
      for (const column of lines.columns) line[column.name] ??= null;
      return line;
    });
  }
  return document;
}

const answer = (saved: SavedDocument, message: string) => ({
  id: saved.id,
  number: saved.number,
  data: { id: saved.id, number: saved.number, document: saved.journal },
  message,
});

/**
 * The routes a kind of document gets from its definition (ARCHITECTURE.md section 4b): its list (with `removed=1`,
 * the removed list), a document for its form, create, update, delete (to the removed list, or for good where the
 * kind's removal is final), restore, and the lifecycle commands the kind offers. Answers the kind's store, which
 * what serves its attached files reads.
 */
export function registerDocument(app: FastifyInstance, db: Database, binding: DocumentBinding, references: ReferenceTables, tagValues: TagValues): DocumentStore {
  const { definition } = binding;
  const { permissions, lifecycle } = definition;
  const store = binding.createStore(db, references, tagValues);
  const { authorize } = binding;
  // A document the member may not write may not be changed, removed or restored by them either.
  const authorizeStored = async (member: Member, id: number) => {
    if (authorize) await authorize(member, () => store.get(member.businessId, id), db);
  };
  const authorizeSent = async (member: Member, document: DocumentRow) => {
    if (authorize) await authorize(member, () => Promise.resolve(document), db);
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = `/${definition.name}`;
  const tags = [definition.name];
  const input = documentInputSchema(definition);
  const view = { permission: permissions.view };

  routes.get(base, { config: { access: view }, schema: { tags, querystring: listQuery, response: { 200: pagedResponse(documentRead) } } }, (request) =>
    store.list(requireMember(request).businessId, request.query),
  );
  routes.get(`${base}/:id/edit`, { config: { access: view }, schema: { tags, params: idParams, response: { 200: documentRead } } }, (request) =>
    store.get(requireMember(request).businessId, request.params.id),
  );
  routes.post(
    base,
    { config: { access: { permission: permissions.create } }, schema: { tags, body: input, response: { 200: savedBody } } },
    async (request) => {
      const document = complete(definition, request.body);
      await authorizeSent(requireMember(request), document);
      return answer(await store.create(actorOf(request), document), translateServerMessage(request.lang, 'registered'));
    },
  );
  routes.put(
    `${base}/:id`,
    { config: { access: { permission: permissions.edit } }, schema: { tags, params: idParams, body: input, response: { 200: savedBody } } },
    async (request) => {
      const member = requireMember(request);
      const document = complete(definition, request.body);
      await authorizeStored(member, request.params.id);
      await authorizeSent(member, document);
      return answer(await store.update(actorOf(request), request.params.id, document), translateServerMessage(request.lang, 'saved'));
    },
  );
  const remove = { permission: permissions.remove };
  routes.delete(`${base}/:id`, { config: { access: remove }, schema: { tags, params: idParams, response: { 200: messageBody } } }, async (request) => {
    await authorizeStored(requireMember(request), request.params.id);
    await store.remove(actorOf(request), request.params.id);
    return { message: translateServerMessage(request.lang, 'deleted') };
  });
  const { restore, makePermanent, lock, renumber } = store;
  if (lifecycle.removal === 'restorable' && restore) {
    routes.post(`${base}/:id/restore`, { config: { access: remove }, schema: { tags, params: idParams, response: { 200: savedBody } } }, async (request) => {
      await authorizeStored(requireMember(request), request.params.id);
      return answer(await restore(actorOf(request), request.params.id), translateServerMessage(request.lang, 'restored'));
    });
  }
  const changed = async (count: Promise<number>, lang: Language) => ({ count: await count, message: translateServerMessage(lang, 'saved') });
  if (lifecycle.permanent && permissions.permanent && makePermanent) {
    routes.post(
      `${base}/permanent`,
      { config: { access: { permission: permissions.permanent } }, schema: { tags, body: documentIds, response: { 200: documentsChanged } } },
      (request) => changed(makePermanent(actorOf(request), request.body.ids), request.lang),
    );
  }
  if (lifecycle.lock && permissions.lock && lock) {
    routes.post(
      `${base}/lock`,
      { config: { access: { permission: permissions.lock } }, schema: { tags, body: documentLock, response: { 200: documentsChanged } } },
      (request) => changed(lock(actorOf(request), request.body.ids, request.body.locked), request.lang),
    );
  }
  if (lifecycle.renumber && permissions.renumber && renumber) {
    routes.post(
      `${base}/numbering`,
      { config: { access: { permission: permissions.renumber } }, schema: { tags, response: { 200: documentsChanged } } },
      (request) => changed(renumber(actorOf(request)), request.lang),
    );
  }
  return store;
}
