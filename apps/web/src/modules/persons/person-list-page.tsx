import { personResource } from '@hesab/contract';
import { useLocation } from 'react-router';
import { ResourceListPage } from '../../shared/resources/resource-list-page.tsx';
import { personListKind } from './person-kinds.ts';
import { PersonRowActions } from './person-row-actions.tsx';

/** customer/list, users/list, lead/list, debtor/list and creditor/list: one screen, the kind read from the path. */
export function PersonListPage() {
  const { pathname } = useLocation();
  // Each kind keeps its own paging and search: a new key starts a fresh list state.
  return (
    <ResourceListPage
      key={pathname}
      definition={personResource}
      scope={personListKind(pathname)}
      rowActions={(row) => <PersonRowActions row={row} />}
    />
  );
}
