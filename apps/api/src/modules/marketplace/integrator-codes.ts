import { eq } from 'drizzle-orm';
import type { OfflineIntegrator, OfflinePage, OfflinePageQuery } from '@hesab/contract';
import { productPanelRow, type Executor } from '@hesab/db';
import { idOrderedPage } from '../../http/paging.ts';

/** `productIntegrator` of the cashier's offline copy: a page of the products' codes on the business's marketplace panels. */
export function integratorCodePage(db: Executor, businessId: number, query: OfflinePageQuery): Promise<OfflinePage<OfflineIntegrator>> {
  const columns = { id: productPanelRow.id, product_id: productPanelRow.product, value: productPanelRow.code };
  return idOrderedPage(db, productPanelRow, productPanelRow.id, columns, eq(productPanelRow.businessId, businessId), query);
}
