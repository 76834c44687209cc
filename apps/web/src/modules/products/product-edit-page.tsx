import { defaultTaxPercent, nextCodeReply, productResource, type ProductType } from '@hesab/contract';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { api } from '../../shared/api/client.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';
import { FormHeaderActions } from '../../shared/resources/form-header-actions.tsx';
import { ResourceEditPage } from '../../shared/resources/resource-edit-page.tsx';
import { useInit, usePermissions } from '../../shared/session/session-queries.ts';
import { listAfterSave } from './product-form-rules.ts';
import { productLayout } from './product-layout.tsx';

/** `GET products?checkCode`: the next free code, which a new item starts with. */
const fetchNextCode = () => api.get('products', nextCodeReply, { checkCode: 'active' });

/**
 * Product (product/new, product/edit/{id?}) and Service (service/new, service/edit/{id?}): one form, the route
 * deciding the type of a new item (spec 01 section 2).
 */
export function ProductEditPage({ type }: { type: ProductType }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const { id } = useParams();
  const init = useInit().data;
  const config = usePermissions().data?.config;
  const nextCode = useQuery({ queryKey: ['products', 'next-code'], queryFn: fetchNextCode, enabled: id === undefined, staleTime: 0, gcTime: 0 });

  const layout = useMemo(
    () =>
      init && config
        ? productLayout({
            isMainYear: init.isMainYear,
            isPhone,
            decimals: init.currency.decimal,
            shopSystem: config.shopSystem === 'active',
            warn: (key) => notify.error(t(`productForm.${key}`)),
          })
        : null,
    [init, config, isPhone, notify, t],
  );
  const defaults = useMemo(
    () => ({ type, taxPercent: defaultTaxPercent, code: nextCode.data?.data ?? '' }),
    [type, nextCode.data],
  );
  if (!layout || (id === undefined && nextCode.isPending)) return <LinearProgress />;

  const base = type === 'service' ? '/service' : '/product';
  return (
    <ResourceEditPage
      // A new item of the other type, or once its code is known, starts a fresh form.
      key={`${type}:${defaults.code}`}
      definition={productResource}
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
    />
  );
}
