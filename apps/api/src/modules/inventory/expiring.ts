import { sql } from 'drizzle-orm';
import type { ExpiringLot } from '@hesab/contract';
import { arrayParameter, queryRows, type Executor } from '@hesab/db';
import { remainingLots, sumMoney, type LotMove } from '@hesab/domain';

interface LotRow extends Record<string, unknown> {
  product: string | number;
  entrepot: string | number;
  batch: string | null;
  expire: string | null;
  /** a lot's movements summed; of goods of no lot, the issues only (which take lots first expiring first) */
  quantity: string;
}

const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The lots in stock that expire by `today` + `within` days, and those expired (expireDateItems): in each warehouse
 * where goods with an expiry date ever came in, what is left of each lot after its movements (remainingLots), earliest
 * expiry first; limited to the warehouses the member may see (`warehouses`; null: all).
 */
export async function expiringLots(
  db: Executor,
  businessId: number,
  query: { days: number; entrepot?: number },
  today: string,
  warehouses: readonly number[] | null,
): Promise<ExpiringLot[]> {
  const inWarehouse = query.entrepot === undefined ? sql`` : sql`and m.entrepot_id = ${query.entrepot}`;
  const allowed = warehouses === null ? sql`` : sql`and m.entrepot_id = any(${arrayParameter([...warehouses])}::bigint[])`;
  const rows = await queryRows<LotRow>(
    db,
    sql`
      with places as (
        select distinct m.product_id, m.entrepot_id from stock_movement m
        where m.business_id = ${businessId} and m.expire is not null ${inWarehouse} ${allowed}
      )
      select m.product_id as product, m.entrepot_id as entrepot, m.batch, m.expire::text as expire,
        case when m.batch is null and m.expire is null then sum(least(m.quantity, 0)) else sum(m.quantity) end::text as quantity
      from stock_movement m join places p on p.product_id = m.product_id and p.entrepot_id = m.entrepot_id
      where m.business_id = ${businessId}
      group by m.product_id, m.entrepot_id, m.batch, m.expire`,
  );
  const places = new Map<string, { product: number; entrepot: number; moves: LotMove[] }>();
  for (const row of rows) {
    const key = `${String(row.product)}:${String(row.entrepot)}`;
    const place = places.get(key) ?? { product: Number(row.product), entrepot: Number(row.entrepot), moves: [] };
    place.moves.push({ quantity: sumMoney([row.quantity]), batch: row.batch, expire: row.expire });
    places.set(key, place);
  }
  const lots = [...places.values()].flatMap(({ product, entrepot, moves }) =>
    remainingLots(moves).flatMap((lot) =>
      lot.expire !== null && days(today, lot.expire) <= query.days ? [{ product, entrepot, batch: lot.batch, expire: lot.expire, quantity: lot.quantity, days: days(today, lot.expire) }] : [],
    ),
  );
  if (lots.length === 0) return [];
  const names = await queryRows<{ kind: string; id: string | number; name: string; code: string | null }>(
    db,
    sql`select 'product' as kind, id, name, code from product where business_id = ${businessId} and id = any(${arrayParameter([...new Set(lots.map((lot) => lot.product))])}::bigint[])
        union all
        select 'entrepot', id, name, null from entrepot where business_id = ${businessId} and id = any(${arrayParameter([...new Set(lots.map((lot) => lot.entrepot))])}::bigint[])`,
  );
  const named = new Map(names.map((row) => [`${row.kind}:${String(row.id)}`, row]));
  return lots
    .map((lot) => ({
      ...lot,
      product_label: named.get(`product:${lot.product}`)?.name ?? '',
      code: named.get(`product:${lot.product}`)?.code ?? null,
      entrepot_label: named.get(`entrepot:${lot.entrepot}`)?.name ?? '',
    }))
    .sort((a, b) => {
      if (a.expire !== b.expire) return a.expire < b.expire ? -1 : 1;
      return a.product_label.localeCompare(b.product_label, 'fa') || a.entrepot_label.localeCompare(b.entrepot_label, 'fa') || (a.batch ?? '').localeCompare(b.batch ?? '');
    });
}
