import { roleResource, type ResourceRecord } from '@hesab/contract';
import { useTranslation } from 'react-i18next';
import { ResourceEditPage } from '../../shared/resources/resource-edit-page.tsx';

const onlyPermissions = ['permissions'] as const;

/** A role's permissions alone (`/role/permissions/:id`): loads the role and saves it whole with PUT role/{id}. */
export function RolePermissionsPage() {
  const { t } = useTranslation();
  const title = (role: ResourceRecord | undefined) =>
    t('roles.permissionsOf', { name: typeof role?.name === 'string' ? role.name : '' });
  return <ResourceEditPage definition={roleResource} visibleFields={onlyPermissions} title={title} />;
}
