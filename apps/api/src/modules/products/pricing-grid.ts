import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import {
  pricingGridPageSize,
  productResource,
  type PricingGridChange,
  type PricingGridEdit,
  type PricingGridRemoval,
  type PricingGridRow,
} from '@hesab/contract';
import { branch, category, currency, product, productPrice, type Database, type Executor } from '@hesab/db';
import { costByPriceMethod } from '@hesab/domain';
import { FieldErrors, type FieldError } from '../../http/errors.ts';
import { pageWindow } from '../../http/paging.ts';
import { writeLog, type Actor } from '../activity-log/index.ts';
import { costSummariesOf } from '../inventory/index.ts';
import { translateDatabaseError, type PagedRecords } from '../resources/index.ts';
import { pricingRowOf, pricingRowValues } from './pricing-rows.ts';
import { currencyPrecision } from './product-extras.ts';
import { rowReferenceErrors, type RowReference } from './product-rules.ts';

/* The product/pricing grid: every pricing row of the business's products, 1,000 a page, and a save of the
   changed and removed rows. */

/** Digits of each product's currency, asking once per currency. */
async function precisionsOf(db: Executor, businessId: number, products: readonly { id: number; currency: number | null }[]) {
  const byCurrency = new Map<number | null, number>();
  for (const { currency: id } of products) if (!byCurrency.has(id)) byCurrency.set(id, await currencyPrecision(db, businessId, id));
  return new Map(products.map((each) => [each.id, byCurrency.get(each.currency) ?? 0]));
}

/** `GET products/pricing?page`: rows by product name then in the product's order, each with its product's cost. */
export async function pricingGridPage(db: Executor, businessId: number, page: number): Promise<PagedRecords & { data: PricingGridRow[] }> {
  const where = eq(productPrice.businessId, businessId);
  const [counted] = await db.select({ total: count() }).from(productPrice).where(where);
  const window = pageWindow(counted?.total ?? 0, { page, perPage: pricingGridPageSize });
  const rows = await db
    .select({
      row: productPrice,
      name: product.name,
      code: product.code,
      priceMethod: product.priceMethod,
      productCurrency: product.currency,
      labels: { category_label: category.name, branch_label: branch.text, currency_label: currency.name },
    })
    .from(productPrice)
    .innerJoin(product, and(eq(product.businessId, productPrice.businessId), eq(product.id, productPrice.product)))
    .leftJoin(category, and(eq(category.businessId, productPrice.businessId), eq(category.id, productPrice.category)))
    .leftJoin(branch, and(eq(branch.businessId, productPrice.businessId), eq(branch.id, productPrice.branch)))
    .leftJoin(currency, and(eq(currency.businessId, productPrice.businessId), eq(currency.id, productPrice.currency)))
    .where(where)
    .orderBy(asc(product.name), asc(product.id), asc(productPrice.lineNo), asc(productPrice.id))
    .limit(window.limit)
    .offset(window.offset);
  const precisions = await precisionsOf(db, businessId, rows.map(({ row, productCurrency }) => ({ id: row.product, currency: productCurrency })));
  const costs = await costSummariesOf(db, businessId, precisions);
  const data = rows.map(({ row, name, code, priceMethod, labels }) => {
    const summary = costs.get(row.product);
    return {
      ...pricingRowOf(row),
      ...labels,
      id: row.id,
      product: row.product,
      product_label: name,
      product_code: code,
      cost: summary ? costByPriceMethod(summary, priceMethod) : null,
      precision: precisions.get(row.product) ?? 0,
    };
  });
  return { data, ...window.meta };
}

/** The records a grid row names: its product, and the category, branch and currency of a pricing row. */
const gridReferences: RowReference[] = [
  { field: 'rows', column: 'product', table: product },
  { field: 'rows', column: 'category', table: category },
  { field: 'rows', column: 'branch', table: branch },
  { field: 'rows', column: 'currency', table: currency },
];

/** The product of each stored row the changes name, locked until the save ends. */
async function storedRows(tx: Executor, businessId: number, changes: readonly PricingGridChange[]): Promise<Map<number, number>> {
  const ids = changes.flatMap((change) => (change.id === undefined ? [] : [change.id]));
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: productPrice.id, product: productPrice.product })
    .from(productPrice)
    .where(and(eq(productPrice.businessId, businessId), inArray(productPrice.id, ids)))
    .for('update');
  return new Map(rows.map((row) => [row.id, row.product]));
}

/** An id of a stored row, edited or removed, must be one of this business's pricing rows. */
function unknownRowErrors(changes: readonly PricingGridChange[], stored: ReadonlyMap<number, number>): Record<string, FieldError[]> {
  const errors: Record<string, FieldError[]> = {};
  changes.forEach((change, index) => {
    if (change.id !== undefined && !stored.has(change.id)) errors[`rows.${index}.id`] = [{ key: 'invalid-value' }];
  });
  return errors;
}

/** The last line number of each product's rows, so new rows go after them. */
async function lastLines(tx: Executor, businessId: number, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ product: productPrice.product, line: max(productPrice.lineNo) })
    .from(productPrice)
    .where(and(eq(productPrice.businessId, businessId), inArray(productPrice.product, [...productIds])))
    .groupBy(productPrice.product);
  return new Map(rows.map((row) => [row.product, row.line ?? 0]));
}

function isRemoval(change: PricingGridChange): change is PricingGridRemoval {
  return change.removed === true;
}

/**
 * `POST products/pricing {rows}`: updates the rows with an id, adds the others after their product's rows and
 * deletes the removed ones, in one transaction; every refusal at once as `rows.{index}.{column}`. Each product
 * changed is logged.
 */
export async function savePricingGrid(db: Database, actor: Actor, changes: readonly PricingGridChange[]): Promise<void> {
  const { businessId } = actor;
  await db
    .transaction(async (tx) => {
      const stored = await storedRows(tx, businessId, changes);
      const errors = {
        ...(await rowReferenceErrors(tx, businessId, { rows: changes }, gridReferences)),
        ...unknownRowErrors(changes, stored),
      };
      if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
      const edits = changes.filter((change): change is PricingGridEdit => !isRemoval(change));
      const removed = changes.filter(isRemoval).map((removal) => removal.id);
      if (removed.length > 0) {
        await tx.delete(productPrice).where(and(eq(productPrice.businessId, businessId), inArray(productPrice.id, removed)));
      }
      const added = edits.filter((edit) => edit.id === undefined);
      const lines = await lastLines(tx, businessId, [...new Set(added.map((edit) => edit.product))]);
      for (const edit of edits) {
        if (edit.id !== undefined) {
          await tx
            .update(productPrice)
            .set({ product: edit.product, ...pricingRowValues(edit) })
            .where(and(eq(productPrice.businessId, businessId), eq(productPrice.id, edit.id)));
          continue;
        }
        const lineNo = (lines.get(edit.product) ?? 0) + 1;
        lines.set(edit.product, lineNo);
        await tx.insert(productPrice).values({ businessId, lineNo, product: edit.product, ...pricingRowValues(edit) });
      }
      // A removed row's product is the one it was stored under; every removed id was found above.
      const touched = new Set([...edits.map((edit) => edit.product), ...removed.flatMap((id) => stored.get(id) ?? [])]);
      for (const id of touched) {
        await writeLog(tx, actor, { action: 'update', type: productResource.logType, id, content: 'pricing' });
      }
    })
    .catch((error: unknown) => {
      throw translateDatabaseError(error, 'product', 'write');
    });
}
