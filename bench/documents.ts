// What the document benches (receipts.ts, invoices.ts) share: documents shaped as their POST route hands them to the
// store, and the app's own resource registry and references, so that records are made and named as the API does.
import Fastify from 'fastify';
import type { DocumentDefinition } from '@hesab/contract';
import type { Connection } from '@hesab/db';
import type { Actor } from '../apps/api/src/modules/activity-log/index.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { referenceTablesOf, type DocumentRow } from '../apps/api/src/modules/documents/index.ts';
import { registerResources, type ResourceRegistry, type ResourceRow } from '../apps/api/src/modules/resources/index.ts';
import { postAll } from './posting.ts';

const nulls = (names: readonly { name: string }[]): DocumentRow => Object.fromEntries(names.map(({ name }) => [name, null]));

/**
 * A document as `POST <kind>` hands it to its store after validation (`complete` in the documents' routes): every
 * declared field, the key and every line column present, an empty one null.
 */
export function asPosted(definition: DocumentDefinition, document: { rows: DocumentRow[] } & DocumentRow): DocumentRow {
  const columns = nulls(definition.lines?.columns ?? []);
  return { ...nulls(definition.fields), ouid: null, ...document, rows: document.rows.map((row) => ({ ...columns, ...row })) };
}

/** The app's resource registry: the app keeps its own to itself, so its bindings are registered again on a bare server. */
export async function appRegistry(connection: Connection): Promise<ResourceRegistry> {
  const app = await buildApp({ db: connection.db, logLevel: 'silent' });
  await app.server.close();
  return registerResources(Fastify(), connection.db, app.resourceBindings);
}

/** A record made for a bench: its id, which a document names, and its detail account, which a manual line names. */
export interface Made {
  id: number;
  detail: number;
}

/** Records of a resource made through its store and hooks, as `POST <resource>` makes them (each with its detail account). */
export function recordMaker(connection: Connection, registry: ResourceRegistry, actor: Actor, concurrency: number) {
  return async (resource: string, count: number, values: (i: number) => ResourceRow): Promise<Made[]> => {
    const entry = registry.entries.get(resource);
    if (!entry) throw new Error(`the app serves no ${resource}`);
    const made: Made[] = [];
    await postAll(connection, concurrency, count, async (i) => {
      const row = await entry.store.create(actor, values(i));
      made[i] = { id: Number(row.id), detail: Number(row.detail_id) };
    });
    return made;
  };
}

export { referenceTablesOf };
