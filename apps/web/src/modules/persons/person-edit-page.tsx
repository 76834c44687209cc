import { personResource } from '@hesab/contract';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ListIcon from '@mui/icons-material/List';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GuardedLink } from '../../shared/navigation/guarded-link.tsx';
import { useNavigationGuard } from '../../shared/navigation/navigation-guard-context.ts';
import { ResourceEditPage } from '../../shared/resources/resource-edit-page.tsx';
import { useInit, usePermissions } from '../../shared/session/session-queries.ts';
import { listAfterSave } from './person-form-rules.ts';
import { personLayout } from './person-layout.tsx';

/** customer and customer/edit/{id?}: the person form as a page, with new, list and back in its header. */
export function PersonEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const guard = useNavigationGuard();
  const init = useInit();
  const permissions = usePermissions();
  const layout = useMemo(() => {
    if (!init.data || !permissions.data) return null;
    const held = new Set(permissions.data.permissions);
    return personLayout({
      isMainYear: init.data.isMainYear,
      admin: init.data.admin,
      holds: (permission) => held.has(permission),
    });
  }, [init.data, permissions.data]);
  if (!layout) return <LinearProgress />;

  const headerActions = (
    <>
      <Button component={GuardedLink} to="/customer" size="small" startIcon={<AddIcon />} data-testid="person-new">
        {t('personForm.new')}
      </Button>
      <Button component={GuardedLink} to="/customer/list" size="small" startIcon={<ListIcon />}>
        {t('personForm.list')}
      </Button>
      <Button
        size="small"
        startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
        onClick={() => void guard.confirmLeave().then((leave) => leave && navigate(-1))}
      >
        {t('personForm.back')}
      </Button>
    </>
  );
  return (
    <ResourceEditPage
      definition={personResource}
      layout={layout}
      headerActions={headerActions}
      savedPath={listAfterSave}
    />
  );
}
