import { productResource, type ProductType } from '@hesab/contract';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormHeaderActions } from '../../shared/resources/form-header-actions.tsx';
import { ResourceEditPage } from '../../shared/resources/resource-edit-page.tsx';
import { listAfterSave } from './product-form-rules.ts';
import { useProductForm } from './use-product-form.ts';

/**
 * Product (product/new, product/edit/{id?}) and Service (service/new, service/edit/{id?}): one form, the route
 * deciding the type of a new item (spec 01 section 2).
 */
export function ProductEditPage({ type }: { type: ProductType }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const { layout, defaults } = useProductForm(type, id === undefined);
  if (!layout) return <LinearProgress />;

  const base = type === 'service' ? '/service' : '/product';
  return (
    <ResourceEditPage
      // A new item of the other type, or once its code is known, starts a fresh form.
      key={`${type}:${String(defaults.code)}`}
      definition={productResource}
      kind={type}
      layout={layout}
      defaults={defaults}
      headerActions={
        <FormHeaderActions
          newPath={`${base}/new`}
          newText={t('productForm.newItem')}
          listPath={`${base}/list`}
          listText={t('productForm.list')}
          backText={t('productForm.back')}
        />
      }
      savedPath={listAfterSave}
      recordPath={(key) => `${base}/edit/${key}`}
    />
  );
}
