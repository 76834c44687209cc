import type { RouteName } from '../routes.ts';
import type { Field } from './field.ts';

/** What a picker item may carry beyond id, name, label, color and remain: a person's (spec 01 section 3). */
export const pickerExtras = ['phone', 'mobile', 'email', 'code'] as const;
export type PickerExtra = (typeof pickerExtras)[number];

/** Permission strings of one kind of record; `member` lets any member of the business. */
export interface ResourcePermissions {
  view: RouteName | 'member';
  create: RouteName | 'member';
  edit: RouteName | 'member';
  /** the spec's remove permission; null where the spec says the kind is always removable by its editors */
  remove: string | null;
}

/**
 * Kinds of record one resource keeps under permissions of their own (products and services, spec 01 section 6):
 * a record's kind is the value of `field`, a select locked on edit, so a record never changes kind.
 */
export interface ResourceKinds {
  field: string;
  /** the kind of a new record that names none */
  default: string;
  /** each kind's permissions, by the field's value; every option of the field is one */
  permissions: Readonly<Record<string, ResourcePermissions>>;
}

/**
 * A record that is a detail account (a person, a treasury account): `field` of its read holds that detail account,
 * and each row of its list opens its turnover (report/turnoverlist, the book on it alone) under `label`, an i18n key.
 */
export interface ResourceTurnover {
  field: string;
  label: string;
}

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
  /** with `kinds`, the default kind's: the api checks each record's own kind, screens without a kind read these */
  permissions: ResourcePermissions;
  kinds?: ResourceKinds;
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /**
   * The picker's extra item values, each read from a field of the record (or its `id`); and for a record that keeps a
   * balance, who sees it as `remain`: a member holding any of `remain`, the screens that show the balances.
   */
  picker?: { extras: Partial<Record<PickerExtra, string>>; remain?: readonly RouteName[] };
  /** the web routes of its screens: a list, and a page of its own for the form (else the form is a dialog) */
  routes?: { list: RouteName; edit?: RouteName };
  turnover?: ResourceTurnover;
  /**
   * What its get-for-edit answers beside the fields (a person's uploads, a product's grouped integrator ids): none
   * is written, so a form sent back with them has them ignored rather than refused as unknown fields.
   */
  editExtras?: readonly string[];
}

export function defineResource<const D extends ResourceDefinition>(definition: D): D {
  return definition;
}

/** Every permission set of a resource: each kind's, or its own where it has no kinds. */
export function permissionSets(definition: ResourceDefinition): readonly ResourcePermissions[] {
  return definition.kinds ? Object.values(definition.kinds.permissions) : [definition.permissions];
}

/** The permissions of one kind of record; the resource's own where it has no kinds or no kind is named. */
export function kindPermissions(definition: ResourceDefinition, kind: string | undefined): ResourcePermissions {
  return (kind === undefined ? undefined : definition.kinds?.permissions[kind]) ?? definition.permissions;
}

export function resourceKey(definition: ResourceDefinition): string {
  return definition.key ?? 'id';
}

/** Fields a client may write: everything that is not computed by the server. */
export function writableFields(definition: ResourceDefinition): Field[] {
  return definition.fields.filter((field) => !field.readOnly);
}
