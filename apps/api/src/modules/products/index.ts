import { productResource } from '@hesab/contract';
import { product, type Database } from '@hesab/db';
import type { ResourceBinding } from '../resources/index.ts';
import { checkCodeCommand, quickEditCommand } from './product-commands.ts';
import { productHooks } from './product-hooks.ts';

export { goodsIds, invoiceTerms, lockInvoiceTerms, productNames, unitSizeOf, type InvoiceTerms } from './invoice-terms.ts';
export { offlineBarcodePage, offlineProductPage } from './offline-products.ts';
export { goodsWithOrderPoint, type OrderPoint } from './order-points.ts';
export { pricingRowValues, readPricingRows } from './pricing-rows.ts';
export { productFacts } from './product-facts.ts';
export { proposedFees } from './proposed-fees.ts';
export { registerProductRoutes } from './routes.ts';

/** Products and services: the generic engine with the product's hooks and the two commands of `GET products`. */
export function productBinding(db: Database): ResourceBinding {
  return {
    definition: productResource,
    table: product,
    hooks: productHooks,
    listCommands: { checkCode: checkCodeCommand(db), updateProduct: quickEditCommand(db) },
  };
}
