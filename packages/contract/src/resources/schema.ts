import { z } from 'zod';
import { allPermissions } from '../permissions.ts';
import { writableFields, type PickerExtra, type ResourceDefinition } from './definition.ts';
import { customFieldRow, maxCustomFieldRows } from './custom-fields.ts';
import { normalizeCardNumber, normalizeMobile, normalizeNationalCode, normalizeSayad, normalizeSheba, removeBidiMarks, toLatinDigits } from '@hesab/domain';
import { statuses, treasuryKinds, type Field, type TextFormat } from './field.ts';
import { panelListingsOf } from './panel-listings.ts';
import { decimalAmount, isoDate, wholeNumber, whenValid } from '../wire-values.ts';

/* Validation derived from a definition, shared by the api (request schemas) and the web (form resolver). Messages
   are the server's message keys, so a refusal reads the same from either side. */

/** Titles are under 250 characters (spec 01 section 5). */
const defaultMaxLength = 249;
/** Tags one record may carry. */
const maxTags = 30;
/** Ids one references field may list, and rows one rows field may hold; a module may allow fewer. */
const maxListedIds = 500;
const maxRows = 100;

function percentInRange(value: string): boolean {
  const [whole = '0'] = value.split('.');
  return Number(whole) < 100 || /^100(\.0*)?$/.test(value);
}

const emailSchema = z.email();

/** A number written as text: digit groups split by single spaces, dashes, dots or slashes ("0101-123456-1"). */
function digitsText(value: string): string | null {
  const text = toLatinDigits(removeBidiMarks(value)).trim();
  return /^\d+([-./ ]\d+)*$/.test(text) ? text : null;
}

/** A formatted text's stored form, or the message key that refuses it. */
const formatters: Record<TextFormat, (value: string) => string | { refused: string }> = {
  nationalCode: (value) => normalizeNationalCode(value) ?? { refused: 'invalid-national-code' },
  mobile: (value) => normalizeMobile(value) ?? { refused: 'invalid-mobile' },
  email: (value) => (emailSchema.safeParse(value).success ? value : { refused: 'invalid-email' }),
  sheba: (value) => normalizeSheba(value) ?? { refused: 'invalid-sheba' },
  cardNumber: (value) => normalizeCardNumber(value) ?? { refused: 'invalid-card-number' },
  sayad: (value) => normalizeSayad(value) ?? { refused: 'invalid-sayad' },
  digits: (value) => digitsText(value) ?? { refused: 'digits-only' },
};

function formattedText(text: z.ZodString, format: TextFormat) {
  return text.transform((value, context) => {
    if (value === '') return null;
    const stored = formatters[format](value);
    if (typeof stored === 'string') return stored;
    context.addIssue({ code: 'custom', message: stored.refused });
    return z.NEVER;
  });
}

/** The schema of one field's value as a client sends it. */
export function fieldSchema(field: Field): z.ZodType {
  switch (field.type) {
    case 'text':
    case 'code':
    case 'textarea': {
      const max = field.maxLength ?? (field.type === 'textarea' ? 5000 : defaultMaxLength);
      const text = z.string().trim().max(max);
      if (field.format) {
        const formatted = formattedText(field.required ? text.min(1, 'is-required') : text, field.format);
        return field.required ? formatted : formatted.optional().nullable();
      }
      if (field.required) return text.min(1, 'is-required');
      // An empty code is no code: codes are identifiers, often unique, and two records without one do not clash.
      return field.type === 'code' ? text.optional().nullable().transform((value) => (value === '' ? null : value)) : text.optional().nullable();
    }
    case 'number': {
      let bounded = z.number().int();
      if (field.min !== undefined) bounded = bounded.min(field.min);
      if (field.max !== undefined) bounded = bounded.max(field.max);
      const number = wholeNumber(bounded);
      return field.required ? number : number.optional().nullable();
    }
    case 'money':
    case 'percent': {
      // A money field without precision takes its currency's, which the server checks where it knows the currency.
      let amount = decimalAmount({ precision: field.precision, signed: field.signed });
      if (field.type === 'percent') amount = amount.refine(percentInRange, { message: 'invalid-value', ...whenValid });
      return field.required ? amount : amount.optional().nullable();
    }
    case 'date':
      return field.required ? isoDate : isoDate.optional().nullable();
    case 'boolean':
      return field.required ? z.boolean() : z.boolean().optional();
    case 'status':
      return field.required ? z.enum(statuses) : z.enum(statuses).optional();
    case 'select': {
      const [first, ...rest] = field.options;
      if (first === undefined) throw new Error(`select field ${field.name} has no options`);
      const choice = z.enum([first, ...rest]);
      return field.required ? choice : choice.optional().nullable();
    }
    case 'reference': {
      const id = z.number().int().positive();
      return field.required ? id : id.optional().nullable();
    }
    case 'color': {
      const color = z.string().trim().min(1, 'is-required').max(30);
      return field.required ? color : color.optional().nullable();
    }
    case 'password':
      // Required on create only; the server that stores it says so (a schema cannot tell create from edit).
      // Null is no password, as a form loaded from a record sends it back.
      return z.string().min(8).max(200).optional().nullable();
    case 'permissions': {
      const list = z.array(z.string().refine((p) => allPermissions.includes(p), 'invalid-value'));
      return field.required ? list : list.optional();
    }
    case 'tags': {
      const texts = z.array(z.string().trim().min(1, 'is-required').max(defaultMaxLength)).max(maxTags);
      return field.required ? texts.min(1, 'is-required') : texts.optional();
    }
    case 'customFields': {
      const rows = z.array(customFieldRow).max(maxCustomFieldRows);
      return field.required ? rows.min(1, 'is-required') : rows.optional();
    }
    case 'references': {
      const ids = z.array(z.number().int().positive()).max(maxListedIds);
      return field.required ? ids.min(1, 'is-required') : ids.optional();
    }
    case 'cheque': {
      const cheque = z.strictObject(Object.fromEntries(field.columns.map((column) => [column.name, fieldSchema(column)])));
      return field.required ? cheque : cheque.optional().nullable();
    }
    case 'rows': {
      const row = z.object(Object.fromEntries(field.columns.map((column) => [column.name, fieldSchema(column)])));
      const rows = z.array(row).max(maxRows);
      return field.required ? rows.min(1, 'is-required') : rows.optional();
    }
    case 'panels':
      return panelListingsOf(field.platform).optional();
    case 'treasury': {
      const account = z.strictObject({ kind: z.enum(treasuryKinds), id: z.number().int().positive() });
      return field.required ? account : account.optional().nullable();
    }
  }
}

/** What a read of a record carries beside its writable fields: its id, read-only fields, reference labels, tag colours. */
function readBackKeys(definition: ResourceDefinition): Set<string> {
  const keys = new Set(['id', ...(definition.editExtras ?? [])]);
  for (const field of definition.fields) {
    if (field.readOnly) keys.add(field.name);
    if (field.type === 'reference') keys.add(`${field.name}_label`);
    if (field.type === 'tags') keys.add(`${field.name}_colors`);
  }
  return keys;
}

/** The writable fields' schemas, other keys dropped. */
export function resourceFieldsSchema(definition: ResourceDefinition) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of writableFields(definition)) shape[field.name] = fieldSchema(field);
  return z.object(shape);
}

/**
 * What POST and PUT accept: every writable field. A name the definition does not have is refused on that name, since
 * a misspelt field would otherwise be lost without a word; what a read of the record carries and no client writes is
 * ignored, so a record read may be sent back. `others: 'drop'` drops both, for values a command assembles itself.
 */
export function resourceInputSchema(definition: ResourceDefinition, options: { others: 'refuse' | 'drop' } = { others: 'refuse' }) {
  const fields = resourceFieldsSchema(definition);
  if (options.others === 'drop') return fields;
  const shape: Record<string, z.ZodType> = { ...fields.shape };
  const ignored = readBackKeys(definition);
  for (const name of ignored) shape[name] = z.unknown().optional();
  return z
    .strictObject(shape)
    .transform((values) => Object.fromEntries(Object.entries(values).filter(([name]) => !ignored.has(name))));
}

export type ResourceRecord = Record<string, unknown>;

/** Page sizes a list offers (spec 02: 10 to 500); 5 is the draft dialog's. */
export const perPageOptions = [5, 10, 25, 50, 100, 500] as const;

/**
 * `GET <resource>`: free-text search, paging, multi-column sort `sortBy=name:asc,code:desc`, filters as a JSON
 * object in `filters` or as plain parameters named after filterable fields (`descriptions/show?type=sell`).
 */
export const listQuery = z.looseObject({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce
    .number()
    .int()
    .refine((n) => (perPageOptions as readonly number[]).includes(n), 'invalid-value')
    .default(10),
  sortBy: z
    .string()
    .regex(/^\w+:(asc|desc)(,\w+:(asc|desc))*$/, 'invalid-value')
    .optional(),
  /** JSON object of field -> value (or list of values) */
  filters: z.string().max(2000).optional(),
  /** all rows, no paging: for the Excel export of every row */
  all: z.enum(['true', 'false']).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export interface SortTerm {
  field: string;
  order: 'asc' | 'desc';
}

export function parseSortBy(sortBy: string | undefined): SortTerm[] {
  if (!sortBy) return [];
  return sortBy.split(',').map((term) => {
    const [field = '', order] = term.split(':');
    return { field, order: order === 'desc' ? 'desc' : 'asc' };
  });
}

export function formatSortBy(terms: readonly SortTerm[]): string | undefined {
  return terms.length > 0 ? terms.map((t) => `${t.field}:${t.order}`).join(',') : undefined;
}

/** Paged answers of the spec: data, total, current_page, last_page, from. */
export function pagedResponse<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    current_page: z.number().int(),
    last_page: z.number().int(),
    /** the row number of the first row of this page, counting from 1 */
    from: z.number().int(),
  });
}

export const recordBody = z.object({ data: z.record(z.string(), z.unknown()), message: z.string() });

const pickerExtraValues = {
  phone: z.string().nullable().optional(),
  mobile: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  code: z.string().nullable().optional(),
} satisfies Record<PickerExtra, z.ZodType>;

/** One item of a picker (spec 01 section 3 "Picker item"); the extras only where its definition names them. */
export const pickerItem = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string(),
  color: z.string().nullable(),
  /**
   * the record's balance; null where the kind keeps none, absent where the member may not see balances (a resource's
   * `picker.remain`, the given accounts' `accountBalancePermissions`)
   */
  remain: z.string().nullable().optional(),
  /** a newly created item's id, as the spec's new detail or product carries it */
  fin_id: z.number().int().optional(),
  ...pickerExtraValues,
});
export type PickerItem = z.infer<typeof pickerItem>;

/** `GET getdetail?select=<picker type>`: a page of picker items. */
export const pickerPage = z.object({
  data: z.array(pickerItem),
  current_page: z.number().int(),
  last_page: z.number().int(),
});
export type PickerPage = z.infer<typeof pickerPage>;
