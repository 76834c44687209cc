import { personResource } from '@hesab/contract';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { FormHeaderActions } from '../../shared/resources/form-header-actions.tsx';
import { ResourceEditPage } from '../../shared/resources/resource-edit-page.tsx';
import { listAfterSave } from './person-form-rules.ts';
import { usePersonLayout } from './person-layout.tsx';

/** customer and customer/edit/{id?}: the person form as a page, with new, list and back in its header. */
export function PersonEditPage() {
  const { t } = useTranslation();
  const layout = usePersonLayout();
  if (!layout) return <LinearProgress />;
  return (
    <ResourceEditPage
      definition={personResource}
      layout={layout}
      headerActions={
        <FormHeaderActions
          newPath="/customer"
          newText={t('personForm.new')}
          listPath="/customer/list"
          listText={t('personForm.list')}
          backText={t('personForm.back')}
        />
      }
      savedPath={listAfterSave}
    />
  );
}
