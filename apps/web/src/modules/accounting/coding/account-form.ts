import { accountKinds, accountSystemRoles, codingInput, groupTypes, type CodingAccount, type CodingInput } from '@hesab/contract';
import { isValidAccountNumber, type AccountLevel } from '@hesab/domain';
import type { FormSchema, FormValues } from '../../../shared/forms/use-form-state.ts';
import type { ValidationIssue } from '../../../shared/forms/validation-issues.ts';

/** The level above each level: a total's parent is a group, a given's a total. */
export const parentLevelOf: Record<AccountLevel, AccountLevel | null> = {
  group: null,
  total: 'group',
  given: 'total',
};

/** The wire field that names the parent: `group` on a total, `total` on a given. */
const parentFieldOf: Record<AccountLevel, 'group' | 'total' | null> = { group: null, total: 'group', given: 'total' };

/**
 * Natures a level offers. A group's nature matters or not; a total's or given's is debtor, creditor or neutral,
 * and neutral travels as null (spec 02 "Accounting code").
 */
export const natureChoices: Record<AccountLevel, readonly string[]> = {
  group: ['notImportant', 'debtor', 'creditor'],
  total: ['neutral', 'debtor', 'creditor'],
  given: ['neutral', 'debtor', 'creditor'],
};

export type NatureChoice = 'notImportant' | 'neutral' | 'debtor' | 'creditor';

/** An account's nature as its level's choices name it. */
export function natureOf(account: Pick<CodingAccount, 'balance_type'>): NatureChoice {
  return account.balance_type ?? 'neutral';
}

/** A new account leans the way its parent does: a given under a debtor total is a debtor, and so on. */
function defaultNature(level: AccountLevel, parent: CodingAccount | undefined): NatureChoice {
  if (level === 'group') return 'notImportant';
  const inherited = parent?.balance_type;
  return inherited === 'debtor' || inherited === 'creditor' ? inherited : 'neutral';
}

/**
 * The dialog's first values: the account's when editing, else empty ones under `parent`. Values the form does not
 * show on a level (a total's tracking flags) still round-trip, since the api writes every field it is sent.
 */
export function accountFormValues(level: AccountLevel, account?: CodingAccount, parent?: CodingAccount): FormValues {
  const parentId = account ? (level === 'total' ? account.group : account.total) : parent?.id;
  return {
    number: account?.number ?? '',
    name: account?.name ?? '',
    type: level === 'group' ? (groupTypes.find((type) => type === account?.type) ?? 'balanceSheet') : null,
    nature: account ? natureOf(account) : defaultNature(level, parent),
    kind: account?.kind ?? parent?.kind ?? 'always',
    content: account?.content ?? '',
    status: account?.status ?? 'active',
    parent: parentId ?? null,
    tracking: account?.tracking ?? false,
    currencyFeature: account?.currencyFeature ?? false,
    interpretable: account?.interpretable ?? false,
    some: account?.some ?? false,
    system: account?.system ?? null,
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function id(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/** What `POST coding` / `PUT coding/{id}` take for the form's values. */
export function accountInput(level: AccountLevel, values: FormValues): Record<string, unknown> {
  const parentField = parentFieldOf[level];
  const nature = text(values.nature);
  const content = text(values.content).trim();
  const currencyFeature = values.currencyFeature === true;
  return {
    level,
    name: text(values.name),
    number: text(values.number),
    type: level === 'group' ? values.type : null,
    balance_type: nature === '' || nature === 'neutral' ? null : nature,
    kind: accountKinds.find((kind) => kind === values.kind) ?? 'always',
    content: content === '' ? null : content,
    status: values.status === 'deactive' ? 'deactive' : 'active',
    ...(parentField ? { [parentField]: id(values.parent) } : {}),
    tracking: values.tracking === true,
    currencyFeature,
    // Spec 02 section 4: revaluation only applies to an account kept in a currency.
    interpretable: currencyFeature && values.interpretable === true,
    ...(level === 'given' ? { system: accountSystemRoles.find((role) => role === values.system) ?? null, some: values.some === true } : {}),
  };
}

/** What the contract's schema cannot know: the digits of the level's number and the parent it needs. */
function levelIssues(level: AccountLevel, input: Record<string, unknown>): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const number = text(input.number).trim();
  if (number !== '' && !isValidAccountNumber(level, number)) {
    issues.push({ code: 'custom', path: ['number'], message: 'invalid-value' });
  }
  const parentField = parentFieldOf[level];
  if (parentField && input[parentField] === null) {
    // Shown under the parent chooser, whose form value is `parent`.
    issues.push({ code: 'custom', path: ['parent'], message: 'is-required' });
  }
  return issues;
}

/** The contract's schema of `coding` with the level's own rules, as the form state validates it. */
export function accountSchema(level: AccountLevel): FormSchema<CodingInput> {
  return {
    safeParse(data) {
      const parsed = codingInput.safeParse(data);
      const input = typeof data === 'object' && data !== null ? Object.fromEntries(Object.entries(data)) : {};
      const issues: ValidationIssue[] = [...(parsed.success ? [] : parsed.error.issues), ...levelIssues(level, input)];
      if (parsed.success && issues.length === 0) return { success: true, data: parsed.data };
      return { success: false, error: { issues } };
    },
  };
}
