import {
  messageBody,
  pagedResponse,
  recordBody,
  resourceKey,
  type ResourceDefinition,
  type ResourceRecord,
} from '@hesab/contract';
import { api, type QueryParams } from '../api/client.ts';

/** One record as the api answers it: every field of the definition, `id`, and `<field>_label` of references. */
const record = recordBody.shape.data;
const page = pagedResponse(record);

export type ResourcePage = ReturnType<typeof page.parse>;

/**
 * Query keys by resource, so a save or a delete refreshes every list of that resource (and not the record just
 * saved, whose key a rename may have changed).
 */
export const resourceQueryKeys = {
  lists: (definition: ResourceDefinition) => ['resource', definition.name, 'list'] as const,
  list: (definition: ResourceDefinition, query: QueryParams) => ['resource', definition.name, 'list', query] as const,
  edit: (definition: ResourceDefinition, key: string) => ['resource', definition.name, 'edit', key] as const,
};

/** The record's key in paths: its id, or the field the definition keys it by (a tag's text). */
export function keyOf(definition: ResourceDefinition, row: ResourceRecord): string {
  const key = row[resourceKey(definition)];
  return typeof key === 'string' || typeof key === 'number' ? String(key) : '';
}

function recordPath(definition: ResourceDefinition, key: string): string {
  return `${definition.name}/${encodeURIComponent(key)}`;
}

export const fetchPage = (definition: ResourceDefinition, query: QueryParams) => api.get(definition.name, page, query);

export const fetchForEdit = (definition: ResourceDefinition, key: string) =>
  api.get(`${recordPath(definition, key)}/edit`, record);

export const createRecord = (definition: ResourceDefinition, input: ResourceRecord) =>
  api.post(definition.name, input, recordBody);

export const updateRecord = (definition: ResourceDefinition, key: string, input: ResourceRecord) =>
  api.put(recordPath(definition, key), input, recordBody);

export const deleteRecord = (definition: ResourceDefinition, key: string) =>
  api.delete(recordPath(definition, key), messageBody);
