import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import { pricingGridPageSize, productResource, type PricingGridChange, type PricingGridRow } from '@hesab/contract';
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
   changed rows. */

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
    .select({ row: productPrice, name: product.name, code: product.code, priceMethod: product.priceMethod, currency: product.currency })
    .from(productPrice)
    .innerJoin(product, and(eq(product.businessId, productPrice.businessId), eq(product.id, productPrice.product)))
    .where(where)
    .orderBy(asc(product.name), asc(product.id), asc(productPrice.lineNo), asc(productPrice.id))
    .limit(window.limit)
    .offset(window.offset);
  const precisions = await precisionsOf(db, businessId, rows.map(({ row, currency: id }) => ({ id: row.product, currency: id })));
  const costs = await costSummariesOf(db, businessId, precisions);
  const data = rows.map(({ row, name, code, priceMethod }) => {
    const summary = costs.get(row.product);
    return {
      ...pricingRowOf(row),
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

/** An id of a stored row must be one of this business's pricing rows. */
async function unknownRowErrors(
  tx: Executor,
  businessId: number,
  changes: readonly PricingGridChange[],
): Promise<Record<string, FieldError[]>> {
  const ids = changes.flatMap((change) => (change.id === undefined ? [] : [change.id]));
  const stored =
    ids.length === 0
      ? []
      : await tx
          .select({ id: productPrice.id })
          .from(productPrice)
          .where(and(eq(productPrice.businessId, businessId), inArray(productPrice.id, ids)))
          .for('update');
  const known = new Set(stored.map((row) => row.id));
  const errors: Record<string, FieldError[]> = {};
  changes.forEach((change, index) => {
    if (change.id !== undefined && !known.has(change.id)) errors[`rows.${index}.id`] = [{ key: 'invalid-value' }];
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

/**
 * `POST products/pricing {rows}`: updates the rows with an id and adds the others after their product's rows,
 * in one transaction; every refusal at once as `rows.{index}.{column}`. Each product changed is logged.
 */
export async function savePricingGrid(db: Database, actor: Actor, changes: readonly PricingGridChange[]): Promise<void> {
  const { businessId } = actor;
  await db
    .transaction(async (tx) => {
      const errors = {
        ...(await rowReferenceErrors(tx, businessId, { rows: changes }, gridReferences)),
        ...(await unknownRowErrors(tx, businessId, changes)),
      };
      if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
      const added = changes.filter((change) => change.id === undefined);
      const lines = await lastLines(tx, businessId, [...new Set(added.map((change) => change.product))]);
      for (const change of changes) {
        if (change.id !== undefined) {
          await tx
            .update(productPrice)
            .set({ product: change.product, ...pricingRowValues(change) })
            .where(and(eq(productPrice.businessId, businessId), eq(productPrice.id, change.id)));
          continue;
        }
        const lineNo = (lines.get(change.product) ?? 0) + 1;
        lines.set(change.product, lineNo);
        await tx.insert(productPrice).values({ businessId, lineNo, product: change.product, ...pricingRowValues(change) });
      }
      for (const id of new Set(changes.map((change) => change.product))) {
        await writeLog(tx, actor, { action: 'update', type: productResource.logType, id, content: 'pricing' });
      }
    })
    .catch((error: unknown) => {
      throw translateDatabaseError(error, 'product', 'write');
    });
}
