import { z } from 'zod';
import { decimalAmount } from '../../wire-values.ts';
import { pricingRow } from './products.ts';

/** Spec 01 section 9: the product/pricing grid shows 1,000 rows a page. */
export const pricingGridPageSize = 1000;

/** `GET products/pricing?page`: one page of every pricing row of the business's products. */
export const pricingGridQuery = z.object({ page: z.coerce.number().int().min(1).default(1) });

/**
 * One row of the grid: the pricing row with its product, the names of its category, branch and currency (for
 * their pickers, which would otherwise read each by id), and what a price from a percent starts from: the cost
 * the product's price method names (null before any receipt) and the digits of the product's currency.
 */
export const pricingGridRow = pricingRow.extend({
  id: z.number().int(),
  product: z.number().int(),
  product_label: z.string(),
  product_code: z.string().nullable(),
  category_label: z.string().nullable(),
  branch_label: z.string().nullable(),
  currency_label: z.string().nullable(),
  cost: z.string().nullable(),
  precision: z.number().int(),
});
export type PricingGridRow = z.infer<typeof pricingGridRow>;

const decimal = decimalAmount();

/** A changed row: with the id of a stored row, or without one for a new row. The spec requires product and name. */
export const pricingGridEdit = z.object({
  id: z.number().int().positive().optional(),
  removed: z.literal(false).optional(),
  product: z.number().int().positive(),
  type: pricingRow.shape.type,
  name: z.string().trim().min(1),
  category: z.number().int().nullable().optional(),
  branch: z.number().int().nullable().optional(),
  currency: z.number().int().nullable().optional(),
  minCount: decimal.nullable().optional(),
  maxCount: decimal.nullable().optional(),
  percent: decimal.nullable().optional(),
  price: decimal.nullable().optional(),
  woocommerce: z.boolean().optional(),
});
export type PricingGridEdit = z.infer<typeof pricingGridEdit>;

/** A stored row the grid deletes. */
export const pricingGridRemoval = z.object({ id: z.number().int().positive(), removed: z.literal(true) });
export type PricingGridRemoval = z.infer<typeof pricingGridRemoval>;

/** An edit or a removal; told apart by `removed`, so a refused edit is still reported on its own cells. */
export const pricingGridChange = z.discriminatedUnion('removed', [pricingGridEdit, pricingGridRemoval]);
export type PricingGridChange = z.infer<typeof pricingGridChange>;

/** `POST products/pricing {rows}`: the grid's changed and removed rows, written together or not at all. */
export const pricingGridSave = z.object({ rows: z.array(pricingGridChange).min(1).max(pricingGridPageSize) });
export type PricingGridSave = z.infer<typeof pricingGridSave>;
