import type { RouteName } from '../routes.ts';
import type { Field } from './field.ts';

/** What a picker item may carry beyond id, name, label, color and remain: a person's (spec 01 section 3). */
export const pickerExtras = ['phone', 'mobile', 'email', 'code'] as const;
export type PickerExtra = (typeof pickerExtras)[number];

/**
 * One definition per entity (ARCHITECTURE.md section 4): from it the api serves list, get-for-edit, create,
 * update and delete, and the web renders the list page and the form.
 */
export interface ResourceDefinition {
  /** the api path segment: GET <name>, POST <name>, GET <name>/{key}/edit, PUT and DELETE <name>/{key} */
  name: string;
  /** i18n keys: the list's title and one record's name */
  title: string;
  itemTitle: string;
  /** ref_type of the activity log */
  logType: string;
  /** the field that identifies a record in paths; `id` unless the spec keys it otherwise (tags by text) */
  key?: string;
  /** the field written as ref_number in the activity log, and shown as the record's number */
  numberField?: string;
  fields: readonly Field[];
  /** permission strings; `member` lets any member of the business */
  permissions: {
    view: RouteName | 'member';
    create: RouteName | 'member';
    edit: RouteName | 'member';
    /** the spec's remove permission; null where the spec says the kind is always removable by its editors */
    remove: string | null;
  };
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /** the picker's extra item values, each read from a field of the record (or its `id`) */
  picker?: { extras: Partial<Record<PickerExtra, string>> };
  /** the web routes of its screens: a list, and a page of its own for the form (else the form is a dialog) */
  routes?: { list: RouteName; edit?: RouteName };
}

export function defineResource<const D extends ResourceDefinition>(definition: D): D {
  return definition;
}

export function resourceKey(definition: ResourceDefinition): string {
  return definition.key ?? 'id';
}

/** Fields a client may write: everything that is not computed by the server. */
export function writableFields(definition: ResourceDefinition): Field[] {
  return definition.fields.filter((field) => !field.readOnly);
}
