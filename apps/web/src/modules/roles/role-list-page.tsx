import { appRoutes, roleResource, type ResourceRecord } from '@hesab/contract';
import RuleIcon from '@mui/icons-material/Rule';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { keyOf } from '../../shared/resources/resource-api.ts';
import { ResourceListPage } from '../../shared/resources/resource-list-page.tsx';
import { RowLink } from '../../shared/resources/row-actions.tsx';
import { usePermissions } from '../../shared/session/session-queries.ts';

function PermissionsLink({ row }: { row: ResourceRecord }) {
  const { t } = useTranslation();
  return (
    <RowLink
      to={generatePath(appRoutes.RolePermissions.path, { id: keyOf(roleResource, row) })}
      title={t('menu.rolePermissions')}
      testId="row-permissions"
      icon={<RuleIcon fontSize="small" />}
    />
  );
}

/** The roles list, each row with a link to the role's permissions screen for those who may open it. */
export function RoleListPage() {
  const permissions = usePermissions().data?.permissions ?? [];
  const mayOpenPermissions = permissions.includes('RolePermissions');
  return (
    <ResourceListPage
      definition={roleResource}
      rowActions={mayOpenPermissions ? (row) => <PermissionsLink row={row} /> : undefined}
    />
  );
}
