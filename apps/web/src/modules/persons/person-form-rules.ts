import { loginRoles, userAccessFields, type ResourceRecord } from '@hesab/contract';
import { compareMoney, isMoney } from '@hesab/domain';
import type { FormValues } from '../../shared/forms/use-form-state.ts';
import type { FieldState, FormContext } from '../../shared/resources/form-layout.ts';

/** Roles a lead may not hold (spec 02 section 4): disabled while lead is on. */
const rolesClosedToLeads = ['student', 'teacher', 'visitor', 'investor', 'translator'] as const;

/** What the rules read of the session besides the form. */
export interface PersonViewer {
  /** the opening balance exists only in the main financial year */
  isMainYear: boolean;
  /** only an admin may make another user an admin */
  admin: boolean;
}

const on = (values: FormValues, name: string) => values[name] === true;

/** The share fields follow their role: a visitor's percentages only for a visitor, an investor's for an investor. */
const sharesOf: Record<string, string> = {
  visitorSellPercent: 'visitor',
  visitorReturnSellPercent: 'visitor',
  investorSellPercent: 'investor',
  investorReturnSellPercent: 'investor',
};

/** The person form's rules between fields (spec 02 sections 4 and 5). */
export function personFieldState(viewer: PersonViewer) {
  return (name: string, values: FormValues, context: FormContext): FieldState => {
    const company = values.gender === 'company';
    // A company is named by its company name, identified by its national id and registration number; a natural
    // person by a first and last name and a national code.
    if (name === 'firstname') return company ? { label: 'persons.companyName' } : {};
    if (name === 'lastname' || name === 'national_code') return { hidden: company };
    if (name === 'national_id' || name === 'registration_number') return { hidden: !company };
    if (name === 'lead') return { disabled: on(values, 'personel') };
    if (name === 'personel') return { disabled: on(values, 'lead') };
    if ((rolesClosedToLeads as readonly string[]).includes(name)) return { disabled: on(values, 'lead') };
    if (name === 'personnelType') return { hidden: !on(values, 'personel') };
    const role = sharesOf[name];
    if (role) return { hidden: !on(values, role) };
    if (name === 'initial_price' || name === 'nature_initial_price') {
      // A new person's opening balance is open while the main year is; a saved one's while the server says so.
      return { hidden: !viewer.isMainYear, disabled: context.editing && context.record?.initialCheck !== true };
    }
    if (name === 'admin') return { disabled: !viewer.admin };
    // Warehouse, branch, department and bank limits need the business's access system on (spec 02 section 6).
    if ((userAccessFields as readonly string[]).includes(name)) {
      return { disabled: context.audience?.config.userAccessSystem !== 'active' };
    }
    return {};
  };
}

/** A positive opening price with no nature is a debt (spec 02 section 4). */
export function personImplied(name: string, values: FormValues): FormValues {
  if (name !== 'initial_price') return {};
  const price = values.initial_price;
  const nature = values.nature_initial_price;
  const noNature = nature === undefined || nature === null || nature === '';
  return isMoney(price) && compareMoney(price, '0') > 0 && noNature ? { nature_initial_price: 'debtor' } : {};
}

/** The user-account tab: for a viewer holding usersList, and a person who is a user, student, teacher or translator. */
export function hasLoginTab(values: FormValues, holdsUsersList: boolean): boolean {
  return holdsUsersList && loginRoles.some((role) => on(values, role));
}

/** After save the form returns to the list of the person's kind: leads, users, or customers (spec 02). */
export function listAfterSave(record: ResourceRecord): string {
  if (record.lead === true) return '/lead/list';
  if (record.personel === true) return '/users/list';
  return '/customer/list';
}
