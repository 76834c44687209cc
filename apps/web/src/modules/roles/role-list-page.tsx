import { appRoutes, roleResource, type ResourceRecord } from '@hesab/contract';
import RuleIcon from '@mui/icons-material/Rule';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { keyOf } from '../../shared/resources/resource-api.ts';
import { ResourceListPage } from '../../shared/resources/resource-list-page.tsx';
import { usePermissions } from '../../shared/session/session-queries.ts';

function PermissionsLink({ row }: { row: ResourceRecord }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('menu.rolePermissions')}>
      <IconButton
        component={Link}
        to={generatePath(appRoutes.RolePermissions.path, { id: keyOf(roleResource, row) })}
        size="small"
        aria-label={t('menu.rolePermissions')}
        data-testid="row-permissions"
      >
        <RuleIcon fontSize="small" />
      </IconButton>
    </Tooltip>
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
