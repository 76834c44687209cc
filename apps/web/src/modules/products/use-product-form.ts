import { defaultTaxPercent, nextCodeReply, type ProductType, type ResourceRecord } from '@hesab/contract';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';
import type { FormLayout } from '../../shared/resources/form-layout.ts';
import { useInit, usePermissions } from '../../shared/session/session-queries.ts';
import { productLayout } from './product-layout.tsx';

/** `GET products?checkCode`: the next free code, which a new item starts with. */
const fetchNextCode = () => api.get('products', nextCodeReply, { checkCode: 'active' });

export interface ProductForm {
  /** null until the session (and, for a new item, its next code) has loaded */
  layout: FormLayout | null;
  /** a new item's first values: its type, the default tax percent and the next free code */
  defaults: ResourceRecord;
}

/** The product form's layout for this viewer and a new item's first values, as the page and the picker's dialog use them. */
export function useProductForm(type: ProductType, creating: boolean): ProductForm {
  const { t } = useTranslation();
  const notify = useNotify();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const init = useInit().data;
  const config = usePermissions().data?.config;
  const nextCode = useQuery({ queryKey: ['products', 'next-code'], queryFn: fetchNextCode, enabled: creating, staleTime: 0, gcTime: 0 });
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
  return { layout: creating && nextCode.isPending ? null : layout, defaults };
}
