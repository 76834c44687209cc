import { and, eq, ne, sql } from 'drizzle-orm';
import { business, person, type Executor } from '@hesab/db';
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

/** Lead and personel exclude each other, and a lead holds none of the other roles. */
export function roleErrors(merged: ResourceRow): Record<string, FieldError[]> {
  const errors: Record<string, FieldError[]> = {};
  if (merged.lead !== true) return errors;
  if (merged.personel === true) errors.personel = [{ key: 'lead-excludes-personel' }];
  for (const role of rolesClosedToLeads) if (merged[role] === true) errors[role] = [{ key: 'not-allowed-for-lead' }];
  return errors;
}

interface BusinessSettings {
  config: Record<string, string>;
  lang: string;
  planOptions: Record<string, string>;
}

export async function businessSettings(tx: Executor, businessId: number): Promise<BusinessSettings> {
  const [row] = await tx
    .select({ config: business.config, lang: business.lang, planOptions: business.planOptions })
    .from(business)
    .where(eq(business.id, businessId));
  return row ?? { config: {}, lang: 'fa', planOptions: {} };
}

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
  const checks = [
    { field: 'national_code', option: 'preventDuplicateNationalCode', column: person.national_code },
    { field: 'mobile', option: 'preventDuplicateMobile', column: person.mobile },
  ] as const;
  const errors: Record<string, FieldError[]> = {};
  for (const check of checks) {
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

export function refuseIfAny(...groups: Record<string, FieldError[]>[]): void {
  const errors = Object.assign({}, ...groups) as Record<string, FieldError[]>;
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
}
