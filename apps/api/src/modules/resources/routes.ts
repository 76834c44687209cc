import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  allPermissions,
  exportedFields,
  fieldAvailable,
  listQuery,
  messageBody,
  recordBody,
  resourceInputSchema,
  writableFields,
  type ResourceDefinition,
} from '@hesab/contract';
import type { Database, Executor } from '@hesab/db';
import { translateServerMessage } from '@hesab/i18n';
import { memberMay, type MemberAccess } from '../../http/access.ts';
import { ForbiddenError } from '../../http/errors.ts';
import type { DetailSelect } from '../../http/getdetail.ts';
import { requireMember } from '../../http/request-context.ts';
import { actorOf, type Actor } from '../activity-log/index.ts';
import { asksForSheet, fieldColumn, sendListSheet } from '../spreadsheets/index.ts';
import { audienceOf, holdsPermission, type Member } from '../tenancy/index.ts';
import type { BindingLookup, ResourceBinding, ResourceRow, ResourceStore, TableBinding } from './binding.ts';
import { customFieldSelects } from './custom-field-selects.ts';
import { actionAccess, kindScope, type KindScope } from './kind-scope.ts';
import { multipartFormBody } from './multipart-form.ts';
import { labelColumnName, RecordStore, tagValues, type TagValues } from './record-store.ts';

const keyParams = z.object({ key: z.string().min(1).max(250) });

/** The writable fields a GET edit carries in its query, or null when it only reads. */
function editsInQuery(definition: ResourceDefinition, query: Record<string, unknown>): Record<string, unknown> | null {
  const changes: Record<string, unknown> = {};
  const textTypes = ['text', 'textarea', 'code', 'color', 'select', 'status'];
  for (const field of writableFields(definition)) {
    if (textTypes.includes(field.type) && typeof query[field.name] === 'string') changes[field.name] = query[field.name];
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/**
 * The input without the fields whose feature the business has off or whose permission the member lacks (custom
 * fields). They are ignored rather than refused: the spec's form hides them but still sends the whole form, and
 * ignoring keeps what is stored, as a field locked on edit is kept.
 */
function withoutUnavailable(definition: ResourceDefinition, member: Member, input: ResourceRow): ResourceRow {
  const audience = audienceOf(member);
  const withheld = definition.fields.filter((field) => !fieldAvailable(field, audience)).map((field) => field.name);
  if (withheld.length === 0) return input;
  return Object.fromEntries(Object.entries(input).filter(([name]) => !withheld.includes(name)));
}

/** The records of a table binding the member may reach (its memberScope); undefined: every one. */
function memberReach(binding: ResourceBinding, member: Member): SQL | undefined {
  return 'table' in binding ? binding.memberScope?.(member) : undefined;
}

/** The routes every resource gets from its definition (ARCHITECTURE.md section 4). */
function registerResource(app: FastifyInstance, db: Database, store: ResourceStore, binding: ResourceBinding): void {
  const { definition } = binding;
  const editByGet = 'table' in binding && binding.editByGet === true;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = `/${definition.name}`;
  const tags = [definition.name];
  const input = resourceInputSchema(definition);
  const viewAccess = actionAccess(definition, 'view');
  const hooks = 'table' in binding ? binding.hooks : undefined;
  /** A record as its form reads it, as the member is shown it. */
  const shown = (member: Member, row: ResourceRow) => hooks?.shownTo?.(member, row) ?? row;

  const formHooks =
    'table' in binding && binding.multipartForm === true ? { preValidation: (request: FastifyRequest) => multipartFormBody(definition, request) } : {};

  const showCommands = 'table' in binding ? (binding.showCommands ?? {}) : {};
  const listCommands = 'table' in binding ? (binding.listCommands ?? {}) : {};
  // `<name>/show` is the spec's name for the same list on some kinds (tags/show, descriptions/show).
  for (const path of [base, `${base}/show`]) {
    const commands = path === base ? listCommands : showCommands;
    routes.get(path, { config: { access: viewAccess }, schema: { tags, querystring: listQuery } }, (request, reply) => {
      const member = requireMember(request);
      const command = Object.entries(commands).find(([flag]) => flag in request.query)?.[1];
      if (!command && asksForSheet(request.query)) {
        // `?export=xlsx` (issue 18): the list with its search, filters and sort, streamed as an .xlsx.
        const audience = audienceOf(member);
        return sendListSheet(db, request, reply, member.businessId, {
          title: definition.title,
          fileName: `${definition.name}.xlsx`,
          columns: exportedFields(definition)
            .filter((field) => fieldAvailable(field, audience))
            .map((field) => fieldColumn(field)),
          page: (page, perPage) => store.list(member.businessId, { ...request.query, page, perPage }, kindScope(definition, member, 'view'), memberReach(binding, member)),
        });
      }
      if (!command) return store.list(member.businessId, request.query, kindScope(definition, member, 'view'), memberReach(binding, member));
      if (!memberMay(member, command.access)) throw new ForbiddenError('forbidden');
      return command.handler(request);
    });
  }
  routes.get(
    `${base}/:key/edit`,
    { config: { access: viewAccess }, schema: { tags, params: keyParams, querystring: z.looseObject({}) } },
    async (request) => {
      const member = requireMember(request);
      const changes = editByGet ? editsInQuery(definition, request.query) : null;
      const viewable = kindScope(definition, member, 'view');
      const reach = memberReach(binding, member);
      if (!changes) return shown(member, await store.get(member.businessId, request.params.key, viewable, reach));
      if (!memberMay(member, actionAccess(definition, 'edit'))) throw new ForbiddenError('forbidden');
      const current = await store.get(member.businessId, request.params.key, viewable, reach);
      const values = input.parse({ ...current, ...changes }, { reportInput: true });
      const edited = withoutUnavailable(definition, member, values);
      return {
        data: shown(member, await store.update(actorOf(request), request.params.key, edited, kindScope(definition, member, 'edit'))),
        message: translateServerMessage(request.lang, 'saved'),
      };
    },
  );
  routes.post(
    base,
    {
      ...formHooks,
      config: { access: actionAccess(definition, 'create') },
      schema: { tags, body: input, response: { 200: recordBody } },
    },
    async (request) => {
      const member = requireMember(request);
      const values = withoutUnavailable(definition, member, request.body);
      return {
        data: shown(member, await store.create(actorOf(request), values, kindScope(definition, member, 'create'))),
        message: translateServerMessage(request.lang, 'registered'),
      };
    },
  );
  routes.put(
    `${base}/:key`,
    {
      ...formHooks,
      config: { access: actionAccess(definition, 'edit') },
      schema: { tags, params: keyParams, body: input, response: { 200: recordBody } },
    },
    async (request) => {
      const member = requireMember(request);
      const values = withoutUnavailable(definition, member, request.body);
      return {
        data: shown(member, await store.update(actorOf(request), request.params.key, values, kindScope(definition, member, 'edit'))),
        message: translateServerMessage(request.lang, 'saved'),
      };
    },
  );
  routes.delete(
    `${base}/:key`,
    {
      config: { access: actionAccess(definition, 'remove') },
      schema: { tags, params: keyParams, response: { 200: messageBody } },
    },
    async (request) => {
      await store.remove(actorOf(request), request.params.key, kindScope(definition, requireMember(request), 'remove'));
      return { message: translateServerMessage(request.lang, 'deleted') };
    },
  );
}

/**
 * Pickers serve other forms (a product's group, an invoice's lines), so a member who may open any screen may pick
 * any kind: a seller without the product list still sells products. A member who may open none, only their own
 * profile, has no form to fill, and may not read people's names and numbers through them.
 */
const pickerAccess: MemberAccess = { anyPermission: allPermissions.filter((permission) => permission !== 'profile') };

/** A kind that keeps no balance answers `remain: null` to all; one that keeps one, its balance to who may see balances. */
function maySeeBalances(definition: ResourceDefinition, member: Member): boolean {
  const seers = definition.picker?.remain;
  return seers === undefined || seers.some((permission) => holdsPermission(member, permission));
}

const pickerQuery = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  parent_id: z.coerce.number().int().positive().optional(),
  /** one item by id: a list opened with a reference in its filters names it */
  id: z.coerce.number().int().positive().optional(),
});

/** A served resource, for modules that act on records beside the generic routes (picker items). */
export interface RegisteredResource {
  definition: ResourceDefinition;
  store: ResourceStore;
  inputSchema: ReturnType<typeof resourceInputSchema>;
  /** the field a picker shows and a new picker item's name fills */
  labelField: string;
}

export interface ResourceRegistry {
  entries: Map<string, RegisteredResource>;
  /** the bindings served, as given */
  bindings: readonly ResourceBinding[];
  /** `getdetail?select=<resource name>`: the picker of every resource */
  pickerSelects: Record<string, DetailSelect>;
  /** `getdetail?select=customFieldKeys|editCustomFields`: the custom fields of every resource that has them */
  customFieldSelects: Record<string, DetailSelect>;
  /** tags for records served elsewhere (documents), written and read as the resources' are */
  tags: TagValues;
}

export function registerResources(app: FastifyInstance, db: Database, bindings: readonly ResourceBinding[]): ResourceRegistry {
  const tables = new Map<string, TableBinding>();
  for (const binding of bindings) if ('table' in binding) tables.set(binding.definition.name, binding);
  const lookup: BindingLookup = (name) => {
    const binding = tables.get(name);
    if (!binding) throw new Error(`no table-backed resource named ${name}`);
    return binding;
  };
  const entries = new Map<string, RegisteredResource>();
  const pickerSelects: Record<string, DetailSelect> = {};
  for (const binding of bindings) {
    if (binding.definition.kinds && !('table' in binding)) throw new Error(`${binding.definition.name}: only a table-backed resource serves kinds`);
    const store = 'table' in binding ? new RecordStore(db, binding, lookup) : binding.createStore(db);
    entries.set(binding.definition.name, {
      definition: binding.definition,
      store,
      // A picker command assembles its values from a stored record and the command: what is not a field goes.
      inputSchema: resourceInputSchema(binding.definition, { others: 'drop' }),
      labelField: labelColumnName(binding.definition),
    });
    registerResource(app, db, store, binding);
    // Records a picker offers come from one table; the others are picked through their own kinds.
    if (!(store instanceof RecordStore)) continue;
    pickerSelects[binding.definition.name] = {
      access: pickerAccess,
      handler: async (request) => {
        const query = pickerQuery.parse(request.query);
        const member = requireMember(request);
        return store.pickerPage(member.businessId, {
          search: query.search,
          page: query.page,
          parentId: query.parent_id,
          id: query.id,
          reach: memberReach(binding, member),
          remain: maySeeBalances(binding.definition, member),
        });
      },
    };
  }
  return { entries, bindings, pickerSelects, customFieldSelects: customFieldSelects(db, tables, lookup), tags: tagValues(db, lookup) };
}

/** Changes a record of a served resource in the caller's transaction, as its edit route does (an import's row). */
export async function updateRecord(entry: RegisteredResource, tx: Executor, actor: Actor, id: number, values: ResourceRow, scope?: KindScope): Promise<ResourceRow> {
  if (!(entry.store instanceof RecordStore)) throw new Error(`${entry.definition.name} is not kept in a table of its own`);
  return entry.store.updateInScope(tx, actor, String(id), values, scope);
}

/**
 * Writes a new record of a served resource in the caller's transaction, as its create route does (an import's row):
 * the kind defaulted and checked, the hooks run, the log row written. Only a table-backed resource takes rows this way.
 */
export async function insertRecord(entry: RegisteredResource, tx: Executor, actor: Actor, values: ResourceRow, scope?: KindScope): Promise<ResourceRow> {
  if (!(entry.store instanceof RecordStore)) throw new Error(`${entry.definition.name} is not kept in a table of its own`);
  return entry.store.insertInScope(tx, actor, values, scope);
}

/**
 * Writes many new records of a served resource at once as its create route writes each (an import's rows), when it
 * can (`createsInBatches`); undefined when the resource writes its records one at a time.
 */
export function batchInserter(entry: RegisteredResource) {
  const { store } = entry;
  if (!(store instanceof RecordStore) || !store.createsInBatches) return undefined;
  return (tx: Executor, actor: Actor, values: readonly ResourceRow[], scope?: KindScope) => store.insertManyInScope(tx, actor, values, scope);
}
