import { sql, type SQL } from 'drizzle-orm';
import type { ProductTurnoverQuery } from '@hesab/contract';
import { arrayParameter, queryRows, stockMovement, type Executor } from '@hesab/db';
import { sumMoney } from '@hesab/domain';
import { pageWindow, type PageWindow } from '../../http/paging.ts';

/** A movement of a product with the count and value on hand after it (in its warehouse, when one is asked for). */
export interface TurnoverMovement {
  id: number;
  date: string;
  sourceKind: string;
  sourceId: number;
  entrepot: number;
  quantity: string;
  unitCost: string;
  count: string;
  value: string;
}

export interface Turnover {
  opening: { count: string; value: string };
  totals: { in: string; out: string; in_value: string; out_value: string };
  movements: TurnoverMovement[];
  window: PageWindow;
}

const money = (value: unknown) => sumMoney([typeof value === 'string' ? value : '0']);

/**
 * A product's movements in a range, in the order costing reads them (by date, then as written), one page of them,
 * each with the running count and value (each movement's count at its unit cost); the stock before the range and
 * the range's receipts and issues are summed in the database.
 */
export async function productTurnover(
  db: Executor,
  businessId: number,
  productId: number,
  query: ProductTurnoverQuery,
  // the warehouses it covers (reportWarehouses); null: all
  warehouses: readonly number[] | null,
): Promise<Turnover> {
  const scope = sql.join(
    [
      sql`${stockMovement.businessId} = ${businessId}`,
      sql`${stockMovement.product} = ${productId}`,
      warehouses ? sql`${stockMovement.entrepot} = any(${arrayParameter(warehouses)}::bigint[])` : undefined,
      query.to ? sql`${stockMovement.date} <= ${query.to}` : undefined,
    ].filter((condition): condition is SQL => condition !== undefined),
    sql` and `,
  );
  const inRange = query.from ? sql`${stockMovement.date} >= ${query.from}` : sql`true`;
  const value = sql`${stockMovement.quantity} * ${stockMovement.unitCost}`;
  const [sums] = await queryRows<Record<string, unknown>>(
    db,
    sql`select count(*) filter (where ${inRange})::int as rows,
        coalesce(sum(${stockMovement.quantity}) filter (where not (${inRange})), 0)::text as opening_count,
        coalesce(sum(${value}) filter (where not (${inRange})), 0)::text as opening_value,
        coalesce(sum(${stockMovement.quantity}) filter (where ${inRange} and ${stockMovement.quantity} > 0), 0)::text as received,
        coalesce(-sum(${stockMovement.quantity}) filter (where ${inRange} and ${stockMovement.quantity} < 0), 0)::text as issued,
        coalesce(sum(${value}) filter (where ${inRange} and ${stockMovement.quantity} > 0), 0)::text as received_value,
        coalesce(-sum(${value}) filter (where ${inRange} and ${stockMovement.quantity} < 0), 0)::text as issued_value
      from ${stockMovement} where ${scope}`,
  );
  const window = pageWindow(Number(sums?.rows ?? 0), query);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select * from (
        select ${stockMovement.id}::text as id, ${stockMovement.date}::text as date, ${stockMovement.sourceKind} as source_kind,
          ${stockMovement.sourceId}::text as source_id, ${stockMovement.entrepot}::text as entrepot, ${stockMovement.quantity}::text as quantity,
          ${stockMovement.unitCost}::text as unit_cost, (${inRange}) as in_range,
          (sum(${stockMovement.quantity}) over running)::text as count, (sum(${value}) over running)::text as value
        from ${stockMovement} where ${scope}
        window running as (order by ${stockMovement.date}, ${stockMovement.id})
      ) moved where in_range order by date, id::bigint limit ${window.limit} offset ${window.offset}`,
  );
  return {
    opening: { count: money(sums?.opening_count), value: money(sums?.opening_value) },
    totals: { in: money(sums?.received), out: money(sums?.issued), in_value: money(sums?.received_value), out_value: money(sums?.issued_value) },
    movements: rows.map((row) => ({
      id: Number(row.id),
      date: String(row.date),
      sourceKind: String(row.source_kind),
      sourceId: Number(row.source_id),
      entrepot: Number(row.entrepot),
      quantity: money(row.quantity),
      unitCost: money(row.unit_cost),
      count: money(row.count),
      value: money(row.value),
    })),
    window,
  };
}
