import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuery, messageBody, recordBody, resourceInputSchema, type ResourceDefinition } from '@hesab/contract';
import type { Database } from '@hesab/db';
import { translateServerMessage } from '@hesab/i18n';
import type { Access } from '../../http/access.ts';
import type { DetailSelect } from '../../http/getdetail.ts';
import { requireMember } from '../../http/request-context.ts';
import { actorOf } from '../activity-log/index.ts';
import type { ResourceBinding } from './binding.ts';
import { RecordStore, type BindingLookup } from './record-store.ts';

function accessOf(permission: string): Access {
  return permission === 'member' ? 'member' : { permission };
}

function removePermission(definition: ResourceDefinition): string {
  // The spec's kinds without a remove permission are removable by whoever may edit them.
  return definition.permissions.remove ?? definition.permissions.edit;
}

const keyParams = z.object({ key: z.string().min(1).max(250) });

/** The five routes every resource gets from its definition (ARCHITECTURE.md section 4). */
function registerResource(app: FastifyInstance, store: RecordStore, definition: ResourceDefinition): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = `/${definition.name}`;
  const tags = [definition.name];
  const input = resourceInputSchema(definition);

  routes.get(
    base,
    { config: { access: accessOf(definition.permissions.view) }, schema: { tags, querystring: listQuery } },
    (request) => store.list(requireMember(request).businessId, request.query),
  );
  routes.get(
    `${base}/:key/edit`,
    { config: { access: accessOf(definition.permissions.view) }, schema: { tags, params: keyParams } },
    (request) => store.get(requireMember(request).businessId, request.params.key),
  );
  routes.post(
    base,
    {
      config: { access: accessOf(definition.permissions.create) },
      schema: { tags, body: input, response: { 200: recordBody } },
    },
    async (request) => ({
      data: await store.create(actorOf(request), request.body),
      message: translateServerMessage(request.lang, 'registered'),
    }),
  );
  routes.put(
    `${base}/:key`,
    {
      config: { access: accessOf(definition.permissions.edit) },
      schema: { tags, params: keyParams, body: input, response: { 200: recordBody } },
    },
    async (request) => ({
      data: await store.update(actorOf(request), request.params.key, request.body),
      message: translateServerMessage(request.lang, 'saved'),
    }),
  );
  routes.delete(
    `${base}/:key`,
    {
      config: { access: accessOf(removePermission(definition)) },
      schema: { tags, params: keyParams, response: { 200: messageBody } },
    },
    async (request) => {
      await store.remove(actorOf(request), request.params.key);
      return { message: translateServerMessage(request.lang, 'deleted') };
    },
  );
}

const pickerQuery = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  parent_id: z.coerce.number().int().positive().optional(),
});

export interface ResourceRegistry {
  stores: Map<string, RecordStore>;
  /** `getdetail?select=<resource name>`: the picker of every resource */
  pickerSelects: Record<string, DetailSelect>;
}

export function registerResources(app: FastifyInstance, db: Database, bindings: readonly ResourceBinding[]): ResourceRegistry {
  const byName = new Map(bindings.map((binding) => [binding.definition.name, binding]));
  const lookup: BindingLookup = (name) => {
    const binding = byName.get(name);
    if (!binding) throw new Error(`no resource named ${name}`);
    return binding;
  };
  const stores = new Map<string, RecordStore>();
  const pickerSelects: Record<string, DetailSelect> = {};
  for (const binding of bindings) {
    const store = new RecordStore(db, binding, lookup);
    stores.set(binding.definition.name, store);
    registerResource(app, store, binding.definition);
    pickerSelects[binding.definition.name] = {
      // Pickers serve other forms (a product's group), so any member may pick.
      access: 'member',
      handler: async (request) => {
        const query = pickerQuery.parse(request.query);
        return store.pickerPage(requireMember(request).businessId, {
          search: query.search,
          page: query.page,
          parentId: query.parent_id,
        });
      },
    };
  }
  return { stores, pickerSelects };
}
