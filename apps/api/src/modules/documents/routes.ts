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
  printQuery,
  printSearch,
  appRoutes,
  type BusinessEvent,
  type DocumentDefinition,
  type DocumentPermissions,
} from '@hesab/contract';
import type { Database, Executor } from '@hesab/db';
import { translateServerMessage, type Language } from '@hesab/i18n';
import { memberMay } from '../../http/access.ts';
import { ForbiddenError, NotFoundError } from '../../http/errors.ts';
import { recordIdParams } from '../../http/record-id.ts';
import { requireMember } from '../../http/request-context.ts';
import { actorOf, type Actor } from '../activity-log/index.ts';
import type { TagValues } from '../resources/index.ts';
import { holdsPermission, refuseNewDocumentsPastPlan, type Member } from '../tenancy/index.ts';
import { everyAuthorization, type DocumentAuthorization, type DocumentBinding, type DocumentPrinter, type DocumentRow, type DocumentStore, type SavedDocument, type VariantScope } from './binding.ts';
import { kindAccess } from './branch-access.ts';
import { refuseExcessDecimals } from './currency-decimals.ts';
import type { ReferenceTables } from './references.ts';
import type { BusinessEvents } from '../realtime/index.ts';
import { documentSheet } from './document-sheet.ts';
import { asksForSheet, sendListSheet } from '../spreadsheets/index.ts';

/** Where a kind's changes are announced. */
export type EventAnnouncer = Pick<BusinessEvents, 'announce'>;

/** A document as read: its head and whatever its kind carries (header fields, lines, totals), as `DocumentOf<D>` types it. */
const documentRead = z.record(z.string(), z.unknown());

/**
 * What a save answers: the document's id and number at the top (as the accounting document always answered), and
 * in `data` with the journal it posted (`{data: {id, number, document}}`, issue 15's form).
 */
export const savedBody = z.object({
  id: z.number().int(),
  number: z.number().int(),
  // and what the server filled in of the header (an invoice's sum, VAT and payable)
  data: z.looseObject({ id: z.number().int(), number: z.number().int(), document: z.number().int().nullable() }),
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

export const answer = (saved: SavedDocument, message: string) => ({
  id: saved.id,
  number: saved.number,
  data: { ...saved.figures, id: saved.id, number: saved.number, document: saved.journal },
  message,
});

type Action = keyof Pick<DocumentPermissions, 'view' | 'create' | 'edit' | 'remove'>;

/**
 * Who may do what with a kind's documents: a route lets through a member holding the action's permission, of any
 * variant where the kind has them (an invoice's types); `variantOf` then refuses (403) a document of a variant
 * whose permission the member does not hold, and `scopeOf` the list's variants to those they may see.
 */
function permissionsOf(definition: DocumentDefinition) {
  const { permissions, variants } = definition;
  const granted = variants ? Object.values(variants.permissions) : [permissions];
  const access = (action: Action) => {
    const names = [...new Set(granted.map((each) => each[action]))];
    return names.length === 1 ? { permission: names[0] ?? '' } : { anyPermission: names };
  };
  return {
    access,
    variantOf(member: Member, document: DocumentRow, action: Action): void {
      if (!variants) return;
      const own = variants.permissions[String(document[variants.field])];
      if (!own || !holdsPermission(member, own[action])) throw new ForbiddenError('forbidden');
    },
    scopeOf(member: Member, query: Record<string, unknown>): VariantScope | undefined {
      if (!variants) return undefined;
      const values = Object.entries(variants.permissions).flatMap(([value, own]) => (holdsPermission(member, own.view) ? [value] : []));
      const asked = query[variants.field];
      if (asked !== undefined && asked !== '' && !values.includes(String(asked))) throw new ForbiddenError('forbidden');
      return { field: variants.field, values };
    },
  };
}

/** What a write asks of a document: the member's access lists (`limits`, branches), then the kind's own rules (`authorize`). */
function writeAuthorization(binding: DocumentBinding): DocumentAuthorization | undefined {
  const asked = [kindAccess(binding).limits, binding.authorize].filter((each): each is DocumentAuthorization => each !== undefined);
  return asked.length === 0 ? undefined : everyAuthorization(...asked);
}

/**
 * Writes a document in the caller's transaction as `POST <document>` does (an import's rows): completed, its variant
 * and what it names checked against the member, and saved by a store of the kind working in that transaction.
 */
export function documentCreator(binding: DocumentBinding, references: ReferenceTables, tagValues: TagValues) {
  const { variantOf } = permissionsOf(binding.definition);
  const authorize = writeAuthorization(binding);
  return async (tx: Executor, member: Member, actor: Actor, input: DocumentRow): Promise<SavedDocument> => {
    refuseNewDocumentsPastPlan(member);
    const document = complete(binding.definition, input);
    variantOf(member, document, 'create');
    await refuseExcessDecimals(tx, member.businessId, binding.definition, document, references);
    if (authorize) await authorize(member, () => Promise.resolve(document), tx, 'sent');
    return binding.createStore(tx, references, tagValues).create(actor, document);
  };
}

/**
 * Refuses (403, or 404 for no such document) a member who may not view or edit a stored document of the kind: they
 * need the action's permission of the document's variant (a purchase's, not a sale's) and nothing it names outside
 * their access lists (the kind's `limits`), as its attached files do. Answers the document.
 */
export type StoredDocumentAccess = (member: Member, id: number, action: 'view' | 'edit') => Promise<DocumentRow>;

/**
 * Removes a stored document in the caller's transaction with the checks of `DELETE <document>/{id}` (the kind's remove
 * permission of the document's variant, the member's access lists); answers the announcement to make once committed.
 */
export type DocumentRemover = (tx: Executor, member: Member, actor: Actor, id: number) => Promise<() => void>;

/** A kind's routes as registered: its store, who may act on one of its documents, and its removal. */
export interface RegisteredDocuments {
  store: DocumentStore;
  access: StoredDocumentAccess;
  remove: DocumentRemover;
}

/**
 * The routes a kind of document gets from its definition (ARCHITECTURE.md section 4b): its list (with `removed=1`,
 * the removed list), a document for its form, create, update, delete (to the removed list, or for good where the
 * kind's removal is final), restore, and the lifecycle commands the kind offers. Answers the kind's store and its
 * access to a stored document, which what serves its attached files reads.
 */
export function registerDocument(
  app: FastifyInstance,
  db: Database,
  binding: DocumentBinding,
  references: ReferenceTables,
  tagValues: TagValues,
  printer: DocumentPrinter,
  events: EventAnnouncer,
): RegisteredDocuments {
  const { definition } = binding;
  const { permissions, lifecycle, variants } = definition;
  const store = binding.createStore(db, references, tagValues);
  const authorize = writeAuthorization(binding);
  const { limits, reach: reachOf } = kindAccess(binding);
  const { access, variantOf, scopeOf } = permissionsOf(definition);
  /** A stored document the member may act on: the action's permission of its variant, and nothing outside their access lists. */
  const readable = async (member: Member, document: DocumentRow, action: Action) => {
    variantOf(member, document, action);
    if (limits) await limits(member, () => Promise.resolve(document), db, action === 'view' ? 'read' : 'stored');
  };
  /**
   * A document the member may not write may not be changed, removed or restored by them either. Answers the stored
   * document's variant, for the event that follows.
   */
  const authorizeStored = async (member: Member, id: number, action: Action, within: { executor: Executor; store: DocumentStore } = { executor: db, store }) => {
    // Read once, and only where the variant or the member's standing needs it.
    const read = variants ? await within.store.get(member.businessId, id) : null;
    if (read) variantOf(member, read, action);
    if (authorize) await authorize(member, () => (read ? Promise.resolve(read) : within.store.get(member.businessId, id)), within.executor, 'stored');
    return read ? variantValue(read) : undefined;
  };
  const variantValue = (document: DocumentRow) => (variants ? String(document[variants.field]) : undefined);
  /** Open screens of the business hear of the change (issue 19). */
  const announce = (member: Member, action: BusinessEvent['action'], id?: number, variant?: string) =>
    events.announce(member.businessId, { kind: definition.name, action, ...(id === undefined ? {} : { id }), ...(variant === undefined ? {} : { variant }) });
  const authorizeSent = async (member: Member, document: DocumentRow, action: Action) => {
    variantOf(member, document, action);
    if (authorize) await authorize(member, () => Promise.resolve(document), db, 'sent');
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = `/${definition.name}`;
  const tags = [definition.name];
  const input = documentInputSchema(definition);
  const view = access('view');

  const listCommands = Object.entries(binding.listCommands ?? {});
  // A kind with commands on its list path answers them beside its pages.
  const listed = listCommands.length === 0 ? pagedResponse(documentRead) : z.union([pagedResponse(documentRead), documentRead]);
  routes.get(base, { config: { access: view }, schema: { tags, querystring: listQuery, response: { 200: listed } } }, async (request, reply) => {
    const member = requireMember(request);
    const command = listCommands.find(([flag]) => flag in request.query)?.[1];
    if (command) {
      if (!memberMay(member, command.access)) throw new ForbiddenError('forbidden');
      return command.handler(request, db);
    }
    const scope = scopeOf(member, request.query);
    const reach = await reachOf(member, db);
    if (asksForSheet(request.query)) {
      // `?export=xlsx` (issue 18): the list with its search, filters and sort, streamed as an .xlsx.
      const page = (number: number, perPage: number) => store.list(member.businessId, { ...request.query, page: number, perPage }, scope, reach);
      return sendListSheet(db, request, reply, member.businessId, documentSheet(definition, request.query, page));
    }
    return store.list(member.businessId, request.query, scope, reach);
  });
  routes.get(`${base}/:id/edit`, { config: { access: view }, schema: { tags, params: recordIdParams, response: { 200: documentRead } } }, async (request) => {
    const member = requireMember(request);
    const document = await store.get(member.businessId, request.params.id);
    await readable(member, document, 'view');
    binding.conceal?.(member, document);
    return document;
  });
  const printRoute = (document: DocumentRow) => (variants ? variants.routes[String(document[variants.field])]?.print : definition.routes.print);
  if (definition.routes.print ?? Object.values(variants?.routes ?? {}).some((each) => each.print)) {
    // `GET <document>/{id}/pdf` (issue 18): the document's print page, printed by the server's Chromium.
    routes.get(`${base}/:id/pdf`, { config: { access: view }, schema: { tags, params: recordIdParams, querystring: printQuery } }, async (request, reply) => {
      const member = requireMember(request);
      const { id } = request.params;
      const document = await store.get(member.businessId, id);
      await readable(member, document, 'view');
      const route = printRoute(document);
      if (!route) throw new NotFoundError();
      const search = printSearch(request.query).toString();
      const path = appRoutes[route].path.replace(':id?', String(id)) + (search ? `?${search}` : '');
      const pdf = await printer(request, { path, settings: request.query });
      const fileName = `${definition.name.replaceAll('/', '-')}-${String(document.number)}.pdf`;
      return reply.type('application/pdf').header('Content-Disposition', `inline; filename*=UTF-8''${fileName}`).send(pdf);
    });
  }
  routes.post(base, { config: { access: access('create') }, schema: { tags, body: input, response: { 200: savedBody } } }, async (request) => {
    const member = requireMember(request);
    // A business whose plan ran out reads its documents but writes no new one (issue 20).
    refuseNewDocumentsPastPlan(member);
    const document = complete(definition, request.body);
    await refuseExcessDecimals(db, member.businessId, definition, document, references);
    await authorizeSent(member, document, 'create');
    const saved = await store.create(actorOf(request), document);
    announce(member, 'created', saved.id, variantValue(document));
    return answer(saved, translateServerMessage(request.lang, 'registered'));
  });
  routes.put(
    `${base}/:id`,
    { config: { access: access('edit') }, schema: { tags, params: recordIdParams, body: input, response: { 200: savedBody } } },
    async (request) => {
      const member = requireMember(request);
      const document = complete(definition, request.body);
      await refuseExcessDecimals(db, member.businessId, definition, document, references);
      await authorizeStored(member, request.params.id, 'edit');
      await authorizeSent(member, document, 'edit');
      const saved = await store.update(actorOf(request), request.params.id, document);
      announce(member, 'updated', saved.id, variantValue(document));
      return answer(saved, translateServerMessage(request.lang, 'saved'));
    },
  );
  const remove = access('remove');
  /** A document removed in the caller's transaction, as `DELETE <document>/{id}` removes it; the event is the caller's to announce once committed. */
  const removeStored: DocumentRemover = async (tx, member, actor, id) => {
    if (!memberMay(member, remove)) throw new ForbiddenError('forbidden');
    const within = { executor: tx, store: binding.createStore(tx, references, tagValues) };
    const variant = await authorizeStored(member, id, 'remove', within);
    await within.store.remove(actor, id);
    return () => announce(member, 'removed', id, variant);
  };
  routes.delete(`${base}/:id`, { config: { access: remove }, schema: { tags, params: recordIdParams, response: { 200: messageBody } } }, async (request) => {
    const member = requireMember(request);
    const announceRemoval = await db.transaction((tx) => removeStored(tx, member, actorOf(request), request.params.id));
    announceRemoval();
    return { message: translateServerMessage(request.lang, 'deleted') };
  });
  const { restore, makePermanent, lock, renumber } = store;
  if (lifecycle.removal === 'restorable' && restore) {
    routes.post(`${base}/:id/restore`, { config: { access: remove }, schema: { tags, params: recordIdParams, response: { 200: savedBody } } }, async (request) => {
      const member = requireMember(request);
      const variant = await authorizeStored(member, request.params.id, 'remove');
      const saved = await restore(actorOf(request), request.params.id);
      announce(member, 'restored', saved.id, variant);
      return answer(saved, translateServerMessage(request.lang, 'restored'));
    });
  }
  const changed = async (member: Member, count: Promise<number>, lang: Language) => {
    const changedCount = await count;
    if (changedCount > 0) announce(member, 'changed');
    return { count: changedCount, message: translateServerMessage(lang, 'saved') };
  };
  if (lifecycle.permanent && permissions.permanent && makePermanent) {
    routes.post(
      `${base}/permanent`,
      { config: { access: { permission: permissions.permanent } }, schema: { tags, body: documentIds, response: { 200: documentsChanged } } },
      (request) => changed(requireMember(request), makePermanent(actorOf(request), request.body.ids), request.lang),
    );
  }
  if (lifecycle.lock && permissions.lock && lock) {
    routes.post(
      `${base}/lock`,
      { config: { access: { permission: permissions.lock } }, schema: { tags, body: documentLock, response: { 200: documentsChanged } } },
      (request) => changed(requireMember(request), lock(actorOf(request), request.body.ids, request.body.locked), request.lang),
    );
  }
  if (lifecycle.renumber && permissions.renumber && renumber) {
    routes.post(
      `${base}/numbering`,
      { config: { access: { permission: permissions.renumber } }, schema: { tags, response: { 200: documentsChanged } } },
      (request) => changed(requireMember(request), renumber(actorOf(request)), request.lang),
    );
  }
  const storedAccess: StoredDocumentAccess = async (member, id, action) => {
    // No permission of any variant is a 403 before the document is looked for.
    if (!memberMay(member, access(action))) throw new ForbiddenError('forbidden');
    const document = await store.get(member.businessId, id);
    await readable(member, document, action);
    return document;
  };
  return { store, access: storedAccess, remove: removeStored };
}
