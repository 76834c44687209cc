import { personResource, type ResourceRecord } from '@hesab/contract';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useHasPermission } from '../../shared/hooks/use-has-permission.ts';
import { ResourceListPage } from '../../shared/resources/resource-list-page.tsx';
import { RowLink } from '../../shared/resources/row-actions.tsx';
import { personListKind } from './person-kinds.ts';

/** customer/list, users/list, lead/list, debtor/list and creditor/list: one screen, the kind read from the path. */
export function PersonListPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const scope = personListKind(pathname);
  const mayReadStatements = useHasPermission('ReportTurnoverList');
  // The person's statement is the turnover of its detail account over every account.
  const statement = (row: ResourceRecord) =>
    mayReadStatements && typeof row.detail_id === 'number' ? (
      <RowLink
        to={`/report/turnoverlist/${row.detail_id}`}
        title={t('personForm.statement')}
        testId="row-statement"
        icon={<ReceiptLongIcon fontSize="small" />}
      />
    ) : null;
  // Each kind keeps its own paging and search: a new key starts a fresh list state.
  return <ResourceListPage key={pathname} definition={personResource} scope={scope} rowActions={statement} />;
}
