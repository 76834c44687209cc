import { productResource } from '@hesab/contract';
import { useLocation } from 'react-router';
import { ResourceListPage } from '../../shared/resources/resource-list-page.tsx';
import { productListKind } from './product-kinds.ts';

/** product/list and service/list: one screen, the type read from the path; stock and price are list columns. */
export function ProductListPage() {
  const { pathname } = useLocation();
  // Each kind keeps its own paging and search: a new key starts a fresh list state.
  return <ResourceListPage key={pathname} definition={productResource} scope={productListKind(pathname)} />;
}
