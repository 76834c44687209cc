import { pricingRowColumns, type PricingGridEdit, type PricingGridRemoval, type PricingGridRow } from '@hesab/contract';
import { isMoney, priceFromPercent } from '@hesab/domain';

/** The category, branch and currency cells: the product form's own pricing-row columns, so the same pickers. */
export const pricingReferenceColumns = pricingRowColumns.filter(
  (column): column is Extract<(typeof pricingRowColumns)[number], { type: 'reference' }> => column.type === 'reference',
);

/**
 * A row of the product/pricing grid as the screen edits it: a stored row (with its id) or a new one, its product
 * chosen later; `changed` once edited or removed, so a save sends only those. A removed stored row stays, hidden,
 * until the save deletes it.
 */
export interface GridRow extends Omit<PricingGridRow, 'id' | 'product' | 'product_label'> {
  /** React's key: the stored id, or `new-n` */
  key: string;
  id?: number;
  product: number | null;
  product_label: string | null;
  changed: boolean;
  removed: boolean;
}

/** The cells a user types into or picks. */
export type GridEdit = Partial<
  Pick<GridRow, 'type' | 'name' | 'category' | 'branch' | 'currency' | 'minCount' | 'maxCount' | 'percent' | 'price' | 'woocommerce'>
>;

export function gridRowsOf(rows: readonly PricingGridRow[]): GridRow[] {
  return rows.map((row) => ({ ...row, key: String(row.id), changed: false, removed: false }));
}

/** A row F2 adds: a price row of no product yet. */
export function newGridRow(key: string, precision: number): GridRow {
  return {
    key,
    product: null,
    product_label: null,
    product_code: null,
    type: 'price',
    name: '',
    category: null,
    category_label: null,
    branch: null,
    branch_label: null,
    currency: null,
    currency_label: null,
    minCount: null,
    maxCount: null,
    percent: null,
    price: null,
    woocommerce: false,
    cost: null,
    precision,
    changed: true,
    removed: false,
  };
}

/** A new row just goes; a stored one is marked, for the save to delete. */
export function removeGridRow(rows: readonly GridRow[], key: string): GridRow[] {
  return rows.flatMap((row) => {
    if (row.key !== key) return [row];
    return row.id === undefined ? [] : [{ ...row, changed: true, removed: true }];
  });
}

/** Spec 01 section 5: a price from a percent is the cost by the product's price method plus that percent of it. */
export function editGridRow(row: GridRow, edit: GridEdit): GridRow {
  const next = { ...row, ...edit, changed: true };
  const fromPercent = edit.percent !== undefined && isMoney(edit.percent) && row.cost !== null;
  return fromPercent ? { ...next, price: priceFromPercent(row.cost ?? '0', edit.percent ?? '0', row.precision) } : next;
}

/** A chosen product brings the cost and digits the grid already knows for it (from another of its rows). */
export function chooseProduct(rows: readonly GridRow[], row: GridRow, product: number | null, label: string | null): GridRow {
  const known = rows.find((other) => other !== row && other.product === product && product !== null);
  return {
    ...row,
    product,
    product_label: label,
    cost: known?.cost ?? null,
    precision: known?.precision ?? row.precision,
    changed: true,
  };
}

/** A typed amount as the api takes it: empty is none, a trailing point is dropped. */
function decimalOf(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').replace(/\.$/, '');
  return trimmed === '' ? null : trimmed;
}

/** What a save sends of a row: a removal, or its cells; a row without a product is the api's to refuse. */
export type GridChange = Partial<PricingGridEdit> | PricingGridRemoval;

function changeOf(row: GridRow): GridChange {
  if (row.removed && row.id !== undefined) return { id: row.id, removed: true };
  return {
    ...(row.id === undefined ? {} : { id: row.id }),
    ...(row.product === null ? {} : { product: row.product }),
    type: row.type,
    name: row.name.trim(),
    category: row.category ?? null,
    branch: row.branch ?? null,
    currency: row.currency ?? null,
    minCount: decimalOf(row.minCount),
    maxCount: decimalOf(row.maxCount),
    percent: decimalOf(row.percent),
    price: decimalOf(row.price),
    woocommerce: row.woocommerce ?? false,
  };
}

/** The changed and removed rows with their index among them, which the api's `rows.{index}` errors name. */
export function changedRows(rows: readonly GridRow[]): { row: GridRow; change: GridChange }[] {
  return rows.filter((row) => row.changed).map((row) => ({ row, change: changeOf(row) }));
}

/** The api's `rows.{index}.{column}` errors as `{rowKey: {column: message}}`. */
export function gridErrorsOf(changed: readonly { row: GridRow }[], errors: Record<string, string>): Record<string, Record<string, string>> {
  const byRow: Record<string, Record<string, string>> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^rows\.(\d+)\.(\w+)$/.exec(path);
    const row = match ? changed[Number(match[1])]?.row : undefined;
    if (!match?.[2] || !row) continue;
    byRow[row.key] = { ...byRow[row.key], [match[2]]: message };
  }
  return byRow;
}
