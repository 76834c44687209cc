import type { ListScope } from '../../shared/resources/resource-list-page.tsx';

/**
 * The lists that share the person screen (spec 02): each path is one kind of person, made by a filter the user
 * cannot lift. Customers are everyone but leads; users are personnel; debtors and creditors go by their balance.
 */
export const personListKinds: Readonly<Record<string, ListScope>> = {
  '/customer/list': { title: 'personForm.customers', filters: { lead: false } },
  '/users/list': { title: 'personForm.users', filters: { personel: true } },
  '/lead/list': { title: 'personForm.leads', filters: { lead: true } },
  '/debtor/list': { title: 'personForm.debtors', filters: { remain_state: 'debtor' } },
  '/creditor/list': { title: 'personForm.creditors', filters: { remain_state: 'creditor' } },
};

export function personListKind(pathname: string): ListScope {
  const path = pathname.replace(/\/+$/, '');
  return personListKinds[path] ?? personListKinds['/customer/list']!;
}
