import { sql, type SQL } from 'drizzle-orm';
import { arrayParameter, queryRows, type Executor } from '@hesab/db';
import { sumMoney, type Money } from '@hesab/domain';
import type { StockSource } from './stock.ts';

/*
 * What documents' goods moved at, read from their movements: where a document keeps no cost of its own (a sale's
 * rows, issue 16), its movements' are the ones its readers take.
 */

const idsOf = (ids: readonly number[]) => sql`${arrayParameter([...ids])}::bigint[]`;

/** The unit cost of each movement of the sources of `kind`, by source and by the line (document row) it moved for. */
export async function lineCostsOf(db: Executor, businessId: number, kind: string, ids: readonly number[]): Promise<Map<number, Map<number, Money>>> {
  const costs = new Map<number, Map<number, Money>>();
  if (ids.length === 0) return costs;
  const rows = await queryRows<{ source: string | number; line: number; unit_cost: string }>(
    db,
    sql`select source_id as source, line_no as line, unit_cost::text as unit_cost from stock_movement
        where business_id = ${businessId} and source_kind = ${kind} and source_id = any(${idsOf(ids)})`,
  );
  for (const row of rows) {
    const source = Number(row.source);
    const lines = costs.get(source) ?? new Map<number, Money>();
    lines.set(Number(row.line), sumMoney([row.unit_cost]));
    costs.set(source, lines);
  }
  return costs;
}

/** The highest unit cost each product moved at in a source (a product it moved on two rows, at two costs). */
export async function highestCostsOf(db: Executor, businessId: number, source: StockSource): Promise<Map<number, Money>> {
  const rows = await queryRows<{ product: string | number; unit_cost: string }>(
    db,
    sql`select product_id as product, max(unit_cost)::text as unit_cost from stock_movement
        where business_id = ${businessId} and source_kind = ${source.kind} and source_id = ${source.id} group by product_id`,
  );
  return new Map(rows.map((row) => [Number(row.product), sumMoney([row.unit_cost])]));
}

/**
 * What each source of `kind` moved, in value: each movement's count (in or out) times its unit cost, rounded half
 * away from zero to `digits` as a posting rounds each row (numeric's round() keeps that rule). A source that moved
 * nothing is left out.
 */
export async function movedValuesOf(db: Executor, businessId: number, kind: string, ids: readonly number[], digits: number): Promise<Map<number, Money>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ source: string | number; value: string }>(
    db,
    sql`select source_id as source, sum(round(abs(quantity) * unit_cost, ${digits}::int))::text as value from stock_movement
        where business_id = ${businessId} and source_kind = ${kind} and source_id = any(${idsOf(ids)}) group by source_id`,
  );
  return new Map(rows.map((row) => [Number(row.source), sumMoney([row.value])]));
}

/**
 * The cost of what the sources of `kind` among `sources` (a query of their ids) moved, by product: what left at its
 * unit cost, less what came back.
 */
export async function movedCostsByProduct(db: Executor, businessId: number, kind: string, sources: SQL): Promise<Map<number, Money>> {
  const rows = await queryRows<{ product: string | number; cost: string }>(
    db,
    sql`select product_id as product, sum(-quantity * unit_cost)::text as cost from stock_movement
        where business_id = ${businessId} and source_kind = ${kind} and source_id in (${sources}) group by product_id`,
  );
  return new Map(rows.map((row) => [Number(row.product), sumMoney([row.cost])]));
}
