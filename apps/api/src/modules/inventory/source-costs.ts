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
 * A source's goods in value: each movement's count (in or out) times its unit cost, rounded half away from zero to
 * `digits` as a posting rounds each row (numeric's round() keeps that rule).
 */
const valueOfMovements = (digits: number) => sql`sum(round(abs(m.quantity) * m.unit_cost, ${digits}::int))::text`;

/** What each source of `kind` moved, in value (valueOfMovements). A source that moved nothing is left out. */
export async function movedValuesOf(db: Executor, businessId: number, kind: string, ids: readonly number[], digits: number): Promise<Map<number, Money>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ source: string | number; value: string }>(
    db,
    sql`select m.source_id as source, ${valueOfMovements(digits)} as value from stock_movement m
        where m.business_id = ${businessId} and m.source_kind = ${kind} and m.source_id = any(${idsOf(ids)}) group by m.source_id`,
  );
  return new Map(rows.map((row) => [Number(row.source), sumMoney([row.value])]));
}

/**
 * What the goods each source issued are worth at their (new) unit costs (valueOfMovements, its issues alone: a
 * transfer also receives): the value a re-costed remittance's journal takes.
 */
export async function issueValues(db: Executor, businessId: number, sources: readonly StockSource[], digits: number): Promise<{ sourceType: string; sourceId: number; value: string }[]> {
  if (sources.length === 0) return [];
  const rows = await queryRows<{ kind: string; id: string | number; value: string }>(
    db,
    sql`
      select m.source_kind as kind, m.source_id as id, ${valueOfMovements(digits)} as value
      from unnest(${arrayParameter(sources.map((source) => source.kind))}::text[], ${idsOf(sources.map((source) => source.id))}) as s(kind, id)
      join stock_movement m on m.business_id = ${businessId} and m.source_kind = s.kind and m.source_id = s.id and m.quantity < 0
      group by m.source_kind, m.source_id`,
  );
  return rows.map((row) => ({ sourceType: row.kind, sourceId: Number(row.id), value: sumMoney([row.value]) }));
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
