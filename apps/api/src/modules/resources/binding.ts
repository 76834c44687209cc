import type { ResourceDefinition } from '@hesab/contract';
import type { Executor } from '@hesab/db';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Actor } from '../activity-log/index.ts';

export type ResourceRow = Record<string, unknown>;

/** A business-owned table: business_id and id lead its key. */
export type ResourceTable = PgTable & { businessId: PgColumn; id: PgColumn };

export interface HookContext {
  tx: Executor;
  actor: Actor;
}

/**
 * What is special about an entity, beside its definition. Hooks run inside the write's transaction; they refuse
 * by throwing the product's errors (FieldErrors for 422, BusinessRuleError for 420).
 */
export interface ResourceHooks {
  /** before a create or an update is written; `before` is the stored row on update */
  beforeWrite?(context: HookContext, values: ResourceRow, before: ResourceRow | null): Promise<void>;
  beforeRemove?(context: HookContext, row: ResourceRow): Promise<void>;
}

/** A definition bound to its table: all the api needs to serve the entity. */
export interface ResourceBinding {
  definition: ResourceDefinition;
  table: ResourceTable;
  hooks?: ResourceHooks;
  /**
   * The spec edits tags and branches with a GET: `GET tags/{text}/edit?oldText&text&color`. With this set, a
   * get-for-edit that carries writable fields saves them (with the edit permission) instead of only reading.
   */
  editByGet?: boolean;
}
