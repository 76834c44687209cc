import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { person, type Executor } from '@hesab/db';
import { normalizeLegalNationalId } from '@hesab/domain';
import { FieldErrors, type FieldError } from '../../http/errors.ts';
import type { ResourceRow } from '../resources/index.ts';

/** Roles a lead may not hold (spec 02 section 4): the form disables them while lead is on. */
const rolesClosedToLeads = ['student', 'teacher', 'visitor', 'investor', 'translator'] as const;

/** The person as it will be stored: the stored row with the written values over it. */
export function mergedPerson(values: ResourceRow, before: ResourceRow | null): ResourceRow {
  return { ...(before ?? {}), ...values };
}

/** The full name a person is listed, picked and posted by; a company has only its first name. */
export function fullNameOf(merged: ResourceRow): string {
  const first = String(merged.firstname ?? '').trim();
  const last = merged.gender === 'company' ? '' : String(merged.lastname ?? '').trim();
  return last ? `${first} ${last}` : first;
}

/** What only a natural person has, and what only a company (a legal person) has. */
const naturalOnly = ['lastname', 'national_code'] as const;
const legalOnly = ['national_id', 'registration_number'] as const;

/** Why the other kind's field is refused: what a company has in its place, and what a natural person has. */
const otherKindRefusals: Record<(typeof naturalOnly)[number] | (typeof legalOnly)[number], FieldError> = {
  lastname: { key: 'company-has-no-lastname' },
  national_code: { key: 'company-has-national-id' },
  national_id: { key: 'natural-person-has-national-code' },
  registration_number: { key: 'natural-person-has-no-registration' },
};

/**
 * A company has a national id (شناسه ملی, 11 digits with its check digit) and a registration number, a natural
 * person a last name and a national code. A value sent for the other kind's field is refused on it, never dropped
 * without a word; the stored ones of the other kind are cleared (a person whose gender changes keeps none). The
 * national id is checked and stored as its 11 Latin digits.
 */
export function identityErrors(values: ResourceRow, before: ResourceRow | null): Record<string, FieldError[]> {
  const company = (values.gender === undefined ? before?.gender : values.gender) === 'company';
  const errors: Record<string, FieldError[]> = {};
  for (const name of company ? naturalOnly : legalOnly) {
    const sent = values[name];
    if (typeof sent === 'string' && sent.trim() !== '') errors[name] = [otherKindRefusals[name]];
    values[name] = null;
  }
  const id = values.national_id;
  if (!company || typeof id !== 'string' || id.trim() === '') return errors;
  const normalized = normalizeLegalNationalId(id);
  if (normalized === null) return { ...errors, national_id: [{ key: 'invalid-national-id' }] };
  values.national_id = normalized;
  return errors;
}

/** Lead and personel exclude each other, and a lead holds none of the other roles. */
export function roleErrors(merged: ResourceRow): Record<string, FieldError[]> {
  const errors: Record<string, FieldError[]> = {};
  if (merged.lead !== true) return errors;
  if (merged.personel === true) errors.personel = [{ key: 'lead-excludes-personel' }];
  for (const role of rolesClosedToLeads) if (merged[role] === true) errors[role] = [{ key: 'not-allowed-for-lead' }];
  return errors;
}

/** The numbers the business's options keep to one person each (spec 02 section 5), and the option of each. */
const uniqueNumbers = [
  { field: 'national_code', option: 'preventDuplicateNationalCode', column: person.national_code },
  { field: 'national_id', option: 'preventDuplicateNationalCode', column: person.national_id },
  { field: 'mobile', option: 'preventDuplicateMobile', column: person.mobile },
] as const;

/**
 * The business options refusing a national code or mobile another person of the business has (spec 02 section
 * 5). The values are stored normalised, so a match is an equal text. Only a number being entered or changed is
 * checked: a duplicate kept from before the option was on does not block saving the person's other fields.
 */
export async function duplicateErrors(
  tx: Executor,
  businessId: number,
  config: Record<string, string>,
  values: ResourceRow,
  before: ResourceRow | null,
): Promise<Record<string, FieldError[]>> {
  const errors: Record<string, FieldError[]> = {};
  for (const check of uniqueNumbers) {
    const value = values[check.field];
    if (config[check.option] !== 'active' || typeof value !== 'string' || value === before?.[check.field]) continue;
    const others = typeof before?.id === 'number' ? ne(person.id, before.id) : sql`true`;
    const [taken] = await tx
      .select({ id: person.id })
      .from(person)
      .where(and(eq(person.businessId, businessId), eq(check.column, value), others))
      .limit(1);
    if (taken) errors[check.field] = [{ key: 'number-exists' }];
  }
  return errors;
}

/**
 * `duplicateErrors` for many new persons at once (an import's): a number another person has, or that two of them
 * share, is refused on its field (without saying whose: the import then checks them one by one).
 */
export async function duplicateErrorsOfMany(tx: Executor, businessId: number, config: Record<string, string>, values: readonly ResourceRow[]): Promise<Record<string, FieldError[]>> {
  const errors: Record<string, FieldError[]> = {};
  for (const check of uniqueNumbers) {
    if (config[check.option] !== 'active') continue;
    const given = values.map((each) => each[check.field]).filter((value): value is string => typeof value === 'string');
    if (given.length === 0) continue;
    const repeated = new Set(given).size < given.length;
    const [taken] = repeated
      ? [true]
      : await tx
          .select({ id: person.id })
          .from(person)
          .where(and(eq(person.businessId, businessId), inArray(check.column, given)))
          .limit(1);
    if (taken) errors[check.field] = [{ key: 'number-exists' }];
  }
  return errors;
}

export function refuseIfAny(...groups: Record<string, FieldError[]>[]): void {
  const errors = Object.assign({}, ...groups) as Record<string, FieldError[]>;
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
}
