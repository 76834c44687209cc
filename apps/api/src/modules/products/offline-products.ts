import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OfflineBarcode, OfflineBarcodeQuery, OfflinePage, OfflineProduct, OfflineProductQuery } from '@hesab/contract';
import { arrayParameter, product, productPrice, queryRows, type Executor } from '@hesab/db';
import { countedPage, idOrderedPage } from '../../http/paging.ts';
import { stockOfProducts } from '../inventory/index.ts';
import { proposedFees } from './proposed-fees.ts';

/* The products of the cashier's offline copy (issue 19): pages of up to 100,000 in id order, each a few statements
   (the page, its stock, its pricing terms), whatever the page's size. */

/** The products a sale offers (the active ones, as its picker), of the type asked for or both, or of those ids. */
function offered(businessId: number, type: OfflineProductQuery['formType'], ids?: readonly number[]): SQL | undefined {
  return and(
    eq(product.businessId, businessId),
    eq(product.status, 'active'),
    type === undefined ? undefined : eq(product.type, type),
    ids === undefined ? undefined : inArray(product.id, [...ids]),
  );
}

/**
 * `getAllProductOffline`: a page of products with their stock on hand over every warehouse (none for a service), each
 * priced as an invoice to a walk-in customer proposes a base unit of it (its pricing rows, else its price), so the till
 * and the sales invoice price a product alike.
 */
export async function offlineProductPage(db: Executor, businessId: number, query: OfflineProductQuery): Promise<OfflinePage<OfflineProduct>> {
  const { id, type, name, code, barcode, unit, price, taxPercent, discount, discountPercent } = product;
  const columns = { id, type, name, code, barcode, group_id: product.group, unit, price, taxPercent, discount, discountPercent };
  const page = await idOrderedPage(db, product, id, columns, offered(businessId, query.formType, query.ids), query);
  const goods = page.data.filter((row) => row.type === 'product').map((row) => row.id);
  const stock = await stockOfProducts(db, businessId, goods, null);
  // Only a product with pricing rows is priced other than at its price: those alone are asked (a page's ids are past a statement's parameters).
  const priced = await queryRows<{ product: string | number }>(
    db,
    sql`select distinct ${productPrice.product} as product from ${productPrice}
        where ${productPrice.businessId} = ${businessId} and ${productPrice.product} = any(${arrayParameter(page.data.map((row) => row.id))}::bigint[])`,
  );
  const pricedIds = priced.map((row) => Number(row.product));
  const proposals = await proposedFees(db, businessId, { party: null, branch: null, rows: pricedIds.map((id) => ({ product: id, unit: null, count: '1' })) });
  const fees = new Map(pricedIds.map((id, index) => [id, proposals[index]?.fee ?? null]));
  return {
    ...page,
    data: page.data.map((row) => ({ ...row, price: fees.get(row.id) ?? row.price, count: row.type === 'product' ? (stock.get(row.id) ?? '0') : null })),
  };
}

/**
 * Each barcode of the products `where` names, in product and then row order: the primary one, and those of its
 * barcodes rows that differ from it. A lateral expansion, so a page stops on the product index at its last row.
 */
function barcodesOf(businessId: number, type: OfflineBarcodeQuery['formType']): SQL {
  return sql`${product} p cross join lateral (
      select p.barcode as value, 0::bigint as n where p.barcode is not null
      union all
      select e.item ->> 'value', e.n from jsonb_array_elements(p.barcodes) with ordinality as e(item, n)
      where e.item ->> 'value' is distinct from p.barcode
    ) b
    where p.business_id = ${businessId} and p.status = 'active' ${type === undefined ? sql`` : sql`and p.type = ${type}`}`;
}

interface BarcodeRow extends Record<string, unknown> {
  product_id: string | number;
  value: string;
  total: string | number;
}

/** `getAllProductBarcodesOffline`: a page of every barcode of the products, a product having several. */
export async function offlineBarcodePage(db: Executor, businessId: number, query: OfflineBarcodeQuery): Promise<OfflinePage<OfflineBarcode>> {
  const from = barcodesOf(businessId, query.formType);
  const countAll = sql`select count(*) as total from ${from}`;
  const rows = await queryRows<BarcodeRow>(
    db,
    sql`select p.id as product_id, b.value, (${countAll}) as total from ${from}
      order by p.id, b.n limit ${query.count} offset ${(query.page - 1) * query.count}`,
  );
  return countedPage(
    query,
    rows.map((row) => ({ product_id: Number(row.product_id), value: row.value, total: Number(row.total) })),
    async () => Number((await queryRows<{ total: string }>(db, countAll))[0]?.total ?? 0),
  );
}
