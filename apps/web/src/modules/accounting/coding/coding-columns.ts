import type { CodingAccount } from '@hesab/contract';
import { localizeDigits, type AccountLevel } from '@hesab/domain';
import type { Language } from '@hesab/i18n';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../../../shared/resources/table-columns.ts';
import { natureOf } from './account-form.ts';

export interface CodingColumnsContext {
  t: TFunction;
  language: Language;
  /** the groups and totals by id, to name an account's parents */
  parents: ReadonlyMap<number, CodingAccount>;
}

/** An account as a line of a card or a parent column: its code in the language's digits, then its name. */
export function accountLabel(account: CodingAccount, language: Language): string {
  return `${localizeDigits(account.code, language)} - ${account.name}`;
}

/**
 * The columns of a level's list, for the screen, print and Excel alike. Codes show in the language's digits and
 * go to Excel as they are, text, so no spreadsheet drops a leading zero.
 */
export function codingColumns(
  level: AccountLevel,
  { t, language, parents }: CodingColumnsContext,
): TableColumn<CodingAccount>[] {
  const parentName = (id: number | null) => {
    const parent = id === null ? undefined : parents.get(id);
    return parent ? accountLabel(parent, language) : '';
  };
  const columns: (TableColumn<CodingAccount> | false)[] = [
    {
      id: 'code',
      header: t('coding.fields.code'),
      sortField: 'code',
      text: (account) => localizeDigits(account.code, language),
      cell: (account) => account.code,
    },
    { id: 'name', header: t('coding.fields.name'), sortField: 'name', text: (account) => account.name },
    level !== 'group' && { id: 'group', header: t('coding.fields.group'), text: (account) => parentName(account.group) },
    level === 'given' && { id: 'total', header: t('coding.fields.total'), text: (account) => parentName(account.total) },
    level === 'group' && {
      id: 'type',
      header: t('coding.fields.type'),
      sortField: 'type',
      text: (account) => (account.type ? t(`coding.fields.typeOptions.${account.type}`) : ''),
    },
    {
      id: 'nature',
      header: t('coding.fields.nature'),
      sortField: 'nature',
      text: (account) => t(`coding.fields.natureOptions.${natureOf(account)}`),
    },
    {
      id: 'kind',
      header: t('coding.fields.kind'),
      sortField: 'kind',
      text: (account) => t(`coding.fields.kindOptions.${account.kind}`),
    },
    {
      id: 'status',
      header: t('coding.fields.status'),
      sortField: 'status',
      text: (account) => t(`statuses.${account.status}`),
    },
    { id: 'content', header: t('coding.fields.content'), text: (account) => account.content ?? '', multiline: true },
  ];
  return columns.filter((column) => column !== false);
}
