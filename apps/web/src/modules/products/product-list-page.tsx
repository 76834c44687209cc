import { productResource, type ResourceRecord } from '@hesab/contract';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useHasPermission } from '../../shared/hooks/use-has-permission.ts';
import { kindOfFilters } from '../../shared/resources/resource-access.ts';
import { resourceQueryKeys } from '../../shared/resources/resource-api.ts';
import { ResourceListPage } from '../../shared/resources/resource-list-page.tsx';
import { RowLink } from '../../shared/resources/row-actions.tsx';
import { useResourceAccess } from '../../shared/resources/use-resource-access.ts';
import { CostRebuildButton } from './cost-rebuild-button.tsx';
import { productListKind } from './product-kinds.ts';
import { QuickEditButton, useQuickEditKey } from './quick-edit-action.tsx';
import { QuickEditDialog } from './quick-edit-dialog.tsx';
import { warehouseStockPath } from './warehouse-stock-state.ts';

/**
 * product/list and service/list: one screen, the type read from the path; stock and price are list columns.
 * Each row opens the quick edit (shift+F1 too) and, for a product, its stock per warehouse.
 */
export function ProductListPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const scope = productListKind(pathname);
  const mayEdit = useResourceAccess(productResource, kindOfFilters(productResource, scope.filters)).edit;
  const mayViewStock = useHasPermission('ProductEntrepotList');
  // Goods are costed; the rebuild writes every sale's cost of goods, which takes the products' own permission.
  const mayRebuildCost = useHasPermission('Product') && scope.filters.type === 'product';
  const [editing, setEditing] = useState<ResourceRecord | null>(null);
  useQuickEditKey(mayEdit && editing === null);

  const rowActions = (row: ResourceRecord) => (
    <>
      {mayEdit && <QuickEditButton row={row} onOpen={setEditing} />}
      {mayViewStock && row.type === 'product' && (
        <RowLink
          to={warehouseStockPath(Number(row.id))}
          title={t('products.entrepotList')}
          testId="row-stock"
          icon={<WarehouseIcon fontSize="small" />}
        />
      )}
    </>
  );

  return (
    <>
      {/* Each kind keeps its own paging and search: a new key starts a fresh list state. */}
      <ResourceListPage
        key={pathname}
        definition={productResource}
        scope={scope}
        rowActions={rowActions}
        headerActions={mayRebuildCost ? <CostRebuildButton /> : undefined}
      />
      {editing && (
        <QuickEditDialog
          row={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: resourceQueryKeys.lists(productResource) });
          }}
        />
      )}
    </>
  );
}
