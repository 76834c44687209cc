import { accountKinds, groupTypes, type CodingAccount, type Field, type ResourceDefinition } from '@hesab/contract';
import type { AccountLevel } from '@hesab/domain';
import type { Page } from '../../../shared/api/wire.ts';
import type { ListState } from '../../../shared/resources/list-state.ts';
import { natureChoices, natureOf } from './account-form.ts';

/** The list of each level and the permission that opens it. */
export const listRoutes = {
  group: 'AccountingGroupList',
  total: 'AccountingTotalList',
  given: 'AccountingGivenList',
} as const;

/** A column of fixed values: sorted and offered as a filter. */
const choice = { type: 'select', sortable: true, filterable: true } as const;

function levelFields(level: AccountLevel): Field[] {
  return [
    { name: 'code', type: 'code', label: 'coding.fields.code', list: true, sortable: true },
    { name: 'name', type: 'text', label: 'coding.fields.name', list: true, sortable: true },
    ...(level === 'group'
      ? [{ ...choice, name: 'type', options: groupTypes, label: 'coding.fields.type' } as const]
      : []),
    { ...choice, name: 'nature', options: natureChoices[level], label: 'coding.fields.nature' },
    { ...choice, name: 'kind', options: accountKinds, label: 'coding.fields.kind' },
    { name: 'status', type: 'status', label: 'coding.fields.status', sortable: true, filterable: true },
  ];
}

/**
 * Each level's list described as a resource, so the shared list pieces read its state from the URL, offer its
 * filters and know who may edit and delete. The api of the chart is `coding`, not a generic resource route.
 */
function levelDefinition(level: AccountLevel): ResourceDefinition {
  return {
    name: 'coding',
    title: `menu.${level}Accounts`,
    itemTitle: `coding.levels.${level}`,
    logType: 'account',
    numberField: 'code',
    fields: levelFields(level),
    permissions: { view: listRoutes[level], create: 'AccountingCoding', edit: 'AccountingCoding', remove: 'removeAccount' },
    defaultSort: { field: 'code', order: 'asc' },
  };
}

export const codingDefinitions: Record<AccountLevel, ResourceDefinition> = {
  group: levelDefinition('group'),
  total: levelDefinition('total'),
  given: levelDefinition('given'),
};

/** The value a list field filters and sorts by; the nature of a neutral account reads `neutral`. */
export function fieldValue(account: CodingAccount, field: string): string {
  switch (field) {
    case 'code':
      return account.code;
    case 'name':
      return account.name;
    case 'type':
      return account.type ?? '';
    case 'nature':
      return natureOf(account);
    case 'kind':
      return account.kind;
    case 'status':
      return account.status;
    default:
      return '';
  }
}

/** Codes compare as the server orders them (text), so 101 comes before 1010 and 102. */
function compareCodes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The accounts `GET coding` answered (a whole level at once) as a list shows them: filtered, then sorted by the
 * chosen columns (names in the language's alphabet) with the code as the last tie-break.
 */
export function arrangeAccounts(
  accounts: readonly CodingAccount[],
  state: Pick<ListState, 'sort' | 'filters'>,
  language: string,
): CodingAccount[] {
  const collator = new Intl.Collator(language);
  // Every filter of these lists is a choice of text values.
  const filters = Object.entries(state.filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const kept = accounts.filter((account) => filters.every(([field, value]) => fieldValue(account, field) === value));
  const sort = [...state.sort, { field: 'code', order: 'asc' } as const];
  return kept.sort((a, b) => {
    for (const term of sort) {
      const left = fieldValue(a, term.field);
      const right = fieldValue(b, term.field);
      const order = term.field === 'code' ? compareCodes(left, right) : collator.compare(left, right);
      if (order !== 0) return term.order === 'asc' ? order : -order;
    }
    return 0;
  });
}

/** One page of arranged rows; a page past the end (after a delete or a narrower search) is the last page. */
export function pageOfRows<Row>(rows: readonly Row[], page: number, perPage: number): Page<Row> {
  const lastPage = Math.max(1, Math.ceil(rows.length / perPage));
  const current = Math.min(Math.max(page, 1), lastPage);
  const start = (current - 1) * perPage;
  return {
    data: rows.slice(start, start + perPage),
    current_page: current,
    last_page: lastPage,
    total: rows.length,
    from: start + 1,
  };
}
