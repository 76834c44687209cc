import { and, asc, count, eq, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { WarehouseStock, WarehouseStockQuery } from '@hesab/contract';
import { arrayParameter, boundStatement, entrepot, product, queryRows, stockMovement, stockPlace, type Executor, type Placeholders } from '@hesab/db';
import { costSummary, sumMoney, type CostSummary, type Money } from '@hesab/domain';
import { pageWindow } from '../../http/paging.ts';
import type { PagedRecords } from '../resources/index.ts';

/* Stock is never stored as a figure: it is the sum of a product's movements, each written by its document in
   the document's transaction. */

/** What wrote a stock movement: a product's initial stock (`initial`), or a kind of document (its definition's logType). */
export interface StockSource {
  kind: string;
  id: number;
}

export interface NewMovement {
  product: number;
  entrepot: number;
  date: string;
  /** base units; negative for an issue */
  quantity: string;
  unitCost: string;
  /** the lot it receives or issues, where it is one */
  batch?: string | null;
  expire?: string | null;
  /** the source's row it moves for (an invoice's goods row: its services move nothing); else its place among them */
  line?: number;
}

/** The movements documents of one kind wrote, by document, each in its row order. */
export async function movementsOf(db: Executor, businessId: number, kind: string, sourceIds: readonly number[]) {
  const byDocument = new Map<number, (typeof stockMovement.$inferSelect)[]>();
  if (sourceIds.length === 0) return byDocument;
  const rows = await db
    .select()
    .from(stockMovement)
    .where(and(eq(stockMovement.businessId, businessId), eq(stockMovement.sourceKind, kind), inArray(stockMovement.sourceId, [...sourceIds])))
    .orderBy(asc(stockMovement.sourceId), asc(stockMovement.lineNo));
  for (const row of rows) byDocument.set(row.sourceId, [...(byDocument.get(row.sourceId) ?? []), row]);
  return byDocument;
}

/**
 * Replaces what a document moved: a saved document rewrites its movements, a removed one passes none; a new one
 * (`fresh`) has none yet to delete.
 */
export async function replaceMovements(tx: Executor, businessId: number, source: StockSource, movements: readonly NewMovement[], fresh = false): Promise<void> {
  if (!fresh) {
    await tx
      .delete(stockMovement)
      .where(and(eq(stockMovement.businessId, businessId), eq(stockMovement.sourceKind, source.kind), eq(stockMovement.sourceId, source.id)));
  }
  if (movements.length === 0) return;
  await tx.insert(stockMovement).values(
    movements.map(({ line, ...movement }, index) => ({ businessId, ...movement, sourceKind: source.kind, sourceId: source.id, lineNo: line ?? index + 1 })),
  );
}

/**
 * New documents' stock movements as a statement writing them from JSON rows (`movementRecords`) reads them, each
 * document's id `source.id` of `from` (CTEs of the statement, `records` read from them where several documents go
 * at once): the movements of documents written by their journals' statement, in row order.
 */
export function movementsFromRecords(kind: string, records: SQL, from: SQL): SQL {
  return sql`insert into ${stockMovement} (business_id, product_id, entrepot_id, date, quantity, unit_cost, batch, expire, source_kind, source_id, line_no)
    select x.business_id, x.product_id, x.entrepot_id, x.date, x.quantity, x.unit_cost, x.batch, x.expire, ${kind}, source.id, x.line_no
    from ${from}, jsonb_populate_recordset(null::${stockMovement}, ${records}) x`;
}

/** The rows movementsFromRecords writes, as its JSON: the columns' names, each movement's line its row's (else its order). */
export function movementRecords(businessId: number, movements: readonly NewMovement[]): string {
  return JSON.stringify(
    movements.map((movement, index) => ({
      business_id: businessId,
      product_id: movement.product,
      entrepot_id: movement.entrepot,
      date: movement.date,
      quantity: movement.quantity,
      unit_cost: movement.unitCost,
      batch: movement.batch ?? null,
      expire: movement.expire ?? null,
      line_no: movement.line ?? index + 1,
    })),
  );
}

/**
 * Stock on hand of each product over `warehouses` (null: every warehouse), in base units. The ids are one array
 * parameter: the offline fill asks for 100,000 products' at once, past a statement's parameters.
 */
export async function stockOfProducts(db: Executor, businessId: number, productIds: readonly number[], warehouses: readonly number[] | null): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ product: stockMovement.product, stock: sql<string>`sum(${stockMovement.quantity})::text` })
    .from(stockMovement)
    .where(
      and(
        eq(stockMovement.businessId, businessId),
        sql`${stockMovement.product} = any(${arrayParameter(productIds)}::bigint[])`,
        warehouses ? inArray(stockMovement.entrepot, [...warehouses]) : undefined,
      ),
    )
    .groupBy(stockMovement.product);
  return new Map(rows.map((row) => [Number(row.product), sumMoney([row.stock])]));
}

/** The cost summary of a product's receipts (first, min, average, max, last), the average rounded to `precision`. */
export async function costSummaryOf(db: Executor, businessId: number, productId: number, precision: number): Promise<CostSummary> {
  const summaries = await costSummariesOf(db, businessId, new Map([[productId, precision]]));
  return summaries.get(productId) ?? costSummary([], precision);
}

/** The cost summaries of many products in one query (a page of the pricing grid): product id to its average's digits. */
export async function costSummariesOf(db: Executor, businessId: number, precisions: ReadonlyMap<number, number>): Promise<Map<number, CostSummary>> {
  const ids = [...precisions.keys()];
  if (ids.length === 0) return new Map();
  const receipts = await db
    .select({ product: stockMovement.product, quantity: stockMovement.quantity, unitCost: stockMovement.unitCost })
    .from(stockMovement)
    .where(and(eq(stockMovement.businessId, businessId), inArray(stockMovement.product, ids), gt(stockMovement.quantity, '0')))
    .orderBy(asc(stockMovement.date), asc(stockMovement.id));
  const byProduct = new Map<number, typeof receipts>(ids.map((id) => [id, []]));
  for (const receipt of receipts) byProduct.get(receipt.product)?.push(receipt);
  return new Map([...byProduct].map(([id, rows]) => [id, costSummary(rows, precisions.get(id) ?? 0)]));
}

/**
 * Stock per product and warehouse at the end of `date` (after every movement when none), products by name, then warehouses by
 * name (product/entrepotList, entrepot/stock): every product and warehouse stock ever moved between (stock_place),
 * limited to the warehouses the member may see (`warehouses`; null: all). A page reads the places of its rows and,
 * for each, its movements up to the date on their index, however many the business has.
 */
export async function warehouseStockPage(
  db: Executor,
  businessId: number,
  query: WarehouseStockQuery,
  warehouses: readonly number[] | null,
): Promise<PagedRecords & { data: WarehouseStock[] }> {
  const where = and(
    eq(stockPlace.businessId, businessId),
    query.product === undefined ? undefined : eq(stockPlace.product, query.product),
    query.entrepot === undefined ? undefined : eq(stockPlace.entrepot, query.entrepot),
    warehouses === null ? undefined : inArray(stockPlace.entrepot, [...warehouses]),
  );
  const [counted] = await db.select({ total: count() }).from(stockPlace).where(where);
  const window = pageWindow(counted?.total ?? 0, query);
  const upTo = query.date ? sql`and m.date <= ${query.date}` : sql``;
  // The page's places first, and only then their stock: an offset would otherwise sum the movements of every place
  // it skips.
  const placed = db
    .select({
      product: stockPlace.product,
      product_label: sql<string>`${product.name}`.as('product_label'),
      code: product.code,
      entrepot: stockPlace.entrepot,
      entrepot_label: sql<string>`${entrepot.name}`.as('entrepot_label'),
    })
    .from(stockPlace)
    .innerJoin(product, and(eq(product.businessId, stockPlace.businessId), eq(product.id, stockPlace.product)))
    .innerJoin(entrepot, and(eq(entrepot.businessId, stockPlace.businessId), eq(entrepot.id, stockPlace.entrepot)))
    .where(where)
    .orderBy(asc(product.name), asc(stockPlace.product), asc(entrepot.name), asc(stockPlace.entrepot))
    .limit(window.limit)
    .offset(window.offset)
    .as('placed');
  const rows = await db
    .select({
      product: placed.product,
      product_label: placed.product_label,
      code: placed.code,
      entrepot: placed.entrepot,
      entrepot_label: placed.entrepot_label,
      // Spelled out: drizzle names the page's columns unqualified, which inside the subquery would name its own.
      stock: sql<string>`(select coalesce(sum(m.quantity), 0) from ${stockMovement} m
        where m.business_id = ${businessId} and m.product_id = placed.product_id and m.entrepot_id = placed.entrepot_id ${upTo})::text`,
    })
    .from(placed)
    .orderBy(asc(placed.product_label), asc(placed.product), asc(placed.entrepot_label), asc(placed.entrepot));
  const data = rows.map((row) => ({ ...row, product: Number(row.product), entrepot: Number(row.entrepot), stock: sumMoney([row.stock]) }));
  return { data, ...window.meta };
}

/** Movements other than those of `source`. */
const notOf = (source: StockSource) => sql`not (${stockMovement.sourceKind} = ${source.kind} and ${stockMovement.sourceId} = ${source.id})`;

/** A movement of goods as an invoice reads it: where and when, how much, at what unit cost. */
export interface GoodsMovement {
  product: number;
  entrepot: number;
  date: string;
  quantity: string;
  unitCost: string;
  /** its lot, where it is one */
  batch: string | null;
  expire: string | null;
}

/**
 * Every movement of the products in the order costing reads them (by date, then as written), leaving out those of
 * `excluding` (a document being written again): one read gives a sale both its goods' costs on its date and the
 * stock its warehouses hold.
 */
export async function goodsMovements(db: Executor, businessId: number, productIds: readonly number[], excluding?: StockSource): Promise<GoodsMovement[]> {
  return (await plainGoodsStock(db, businessId, productIds, excluding)).movements;
}

/** What is held back of goods beside their movements, for a product in a warehouse: rows of `product`, `entrepot` and `quantity`. */
export type HeldBack = (values: Placeholders<{ business: number; products: string }>) => SQL;

/** A product's stock as a write reads it: its movements, and what is held back of it in each warehouse (`product:entrepot`). */
export interface GoodsStock {
  movements: GoodsMovement[];
  held: Map<string, Money>;
}

interface StockRow extends Record<string, unknown> {
  product: string;
  /** the product's movements as a JSON array of `[entrepot, date, quantity, unit cost, batch, expire]`, or null */
  moves: string | null;
  /** a row of what is held back: its warehouse and quantity */
  entrepot: string | null;
  quantity: string | null;
}

type PackedMove = [entrepot: number, date: string, quantity: string, unitCost: string, batch: string | null, expire: string | null];

/**
 * A reader of goods' movements (as goodsMovements reads them) and of what `heldBack` holds of them (an invoice's
 * reservations by open pre-invoices), both in one prepared statement: read for every sale written.
 */
export function goodsStockReader(heldBack?: HeldBack) {
  // Product by product, on its index of business, product and date (`offset 0` keeps the planner from flattening
  // it), whatever the planner guesses of the table's size: statistics lag behind a business whose movements grow by
  // thousands a day, and a scan of all of them for every sale grows with its history. Each product's movements come
  // as one JSON text, which node parses natively: a row a movement cost node four times as much to read, and grows
  // with the product's history.
  const statement = boundStatement<{ business: number; products: string; kind: string; id: number }, StockRow>(
    (v) => sql`
      select wanted.id as product, (
          select json_agg(json_build_array(m.entrepot_id, m.date::text, m.quantity::text, m.unit_cost::text, m.batch, m.expire::text) order by m.date, m.id)
          from (
            select * from ${stockMovement}
            where ${stockMovement.businessId} = ${v.business} and ${stockMovement.product} = wanted.id
              and not (${stockMovement.sourceKind} = ${v.kind} and ${stockMovement.sourceId} = ${v.id})
            offset 0
          ) m
        )::text as moves, null::bigint as entrepot, null::text as quantity
      from unnest(${v.products}::bigint[]) as wanted(id)
      ${heldBack ? sql`union all select h.product, null, h.entrepot, h.quantity::text from (${heldBack(v)}) h` : sql``}`,
  );
  return async (db: Executor, businessId: number, productIds: readonly number[], excluding?: StockSource): Promise<GoodsStock> => {
    const stock: GoodsStock = { movements: [], held: new Map() };
    if (productIds.length === 0) return stock;
    // No source is of the empty kind: nothing is left out.
    const { kind, id } = excluding ?? { kind: '', id: 0 };
    for (const row of await statement(db, { business: businessId, products: arrayParameter([...new Set(productIds)]), kind, id })) {
      const product = Number(row.product);
      if (row.moves !== null) {
        for (const [entrepot, date, quantity, unitCost, batch, expire] of JSON.parse(row.moves) as PackedMove[]) {
          stock.movements.push({ product, entrepot, date, quantity, unitCost, batch, expire });
        }
      } else if (row.entrepot !== null && row.quantity !== null) {
        const place = `${product}:${Number(row.entrepot)}`;
        stock.held.set(place, sumMoney([stock.held.get(place) ?? '0', row.quantity]));
      }
    }
    return stock;
  };
}

const plainGoodsStock = goodsStockReader();

/** A movement as re-costing reads it: its id, what it moved at, and the invoice that wrote it, if one did. */
export interface HistoryMovement {
  id: number;
  quantity: string;
  unitCost: string;
  /** what wrote it, where it is one of the kinds asked for (its logType) and its id; '' and 0 for any other */
  source: string;
  sourceId: number;
  /** the invoice that wrote it; 0 for any other source */
  invoice: number;
}

/**
 * The movements of `products`, each product's in the order costing reads them (by date, then as written), in
 * batches of `batchSize` products: a cost rebuild reads a business's millions of movements as one stream, never all
 * at once; `read` counts the products read so far. Each product's movements come packed in one text (a number of
 * rows a movement costs more to read than the movement), unpacked here. `beside` reads what a batch needs with it
 * (its products locked, its invoices' kinds), given as `beside`; the next batch is read while the caller costs this.
 */
export async function* productHistories<Beside>(
  db: Executor,
  businessId: number,
  products: readonly number[],
  sources: readonly string[],
  beside: (histories: Map<number, HistoryMovement[]>) => Promise<Beside>,
  batchSize = 200,
): AsyncGenerator<{ histories: Map<number, HistoryMovement[]>; beside: Beside; read: number }> {
  // A movement's source is packed as its place among `sources` (0: any other) and its id: a kind's name in every
  // movement's text would cost a fifth more to read.
  const kinds = arrayParameter([...sources]);
  const readBatch = (first: number) =>
    queryRows<{ product: string | number; moves: string }>(
      db,
      sql`
        select product_id as product,
               string_agg(concat_ws(' ', id, quantity, unit_cost, coalesce(array_position(${kinds}::text[], source_kind), 0),
                 case when source_kind = any(${kinds}::text[]) then source_id else 0 end), ',' order by date, id) as moves
        from stock_movement
        where business_id = ${businessId} and product_id = any(${arrayParameter(products.slice(first, first + batchSize))}::bigint[])
        group by product_id`,
    );
  let reading = products.length > 0 ? readBatch(0) : null;
  for (let first = 0; reading; first += batchSize) {
    const rows = await reading;
    const histories = new Map<number, HistoryMovement[]>();
    for (const row of rows) {
      histories.set(
        Number(row.product),
        row.moves.split(',').map((packed) => {
          const [id = '0', quantity = '0', unitCost = '0', place = '0', sourceId = '0'] = packed.split(' ');
          const source = sources[Number(place) - 1] ?? '';
          return { id: Number(id), quantity, unitCost, source, sourceId: Number(sourceId), invoice: source === 'invoice' ? Number(sourceId) : 0 };
        }),
      );
    }
    // What the batch needs read beside it goes first, then the next batch's read: PostgreSQL reads the next batch
    // while the caller works on this one (a connection's statements run in the order they were sent).
    const besideRead = beside(histories);
    reading = first + batchSize < products.length ? readBatch(first + batchSize) : null;
    // Awaited at the next turn; a caller that stops before it must not leave its failure unheard.
    reading?.catch(() => undefined);
    yield { histories, beside: await besideRead, read: Math.min(first + batchSize, products.length) };
  }
}

/**
 * Whether any of the products moved, by another source, after `date` (or on it too, `sameDay`): a back-dated write
 * has later issues to re-cost. A new document's movements come last on their date; an edited or removed one's stood
 * among that date's others.
 */
export async function movedLater(db: Executor, businessId: number, productIds: readonly number[], date: string, excluding: StockSource, sameDay: boolean): Promise<boolean> {
  if (productIds.length === 0) return false;
  const after = sameDay ? gte(stockMovement.date, date) : gt(stockMovement.date, date);
  const [row] = await db
    .select({ id: stockMovement.id })
    .from(stockMovement)
    .where(and(eq(stockMovement.businessId, businessId), inArray(stockMovement.product, [...productIds]), after, notOf(excluding)))
    .limit(1);
  return row !== undefined;
}

/**
 * New unit costs of movements, by id, in statements of up to 500,000 rows (each joins the business's movements once;
 * its arrays stay about ten megabytes): re-costed in place, so the history keeps its order.
 */
export async function setMovementCosts(tx: Executor, businessId: number, costs: readonly { id: number; unitCost: string }[]): Promise<void> {
  for (let first = 0; first < costs.length; first += 500_000) {
    const part = costs.slice(first, first + 500_000);
    await tx.execute(sql`
      update stock_movement m set unit_cost = c.unit_cost
      from unnest(${arrayParameter(part.map((cost) => cost.id))}::bigint[], ${arrayParameter(part.map((cost) => cost.unitCost))}::numeric[]) as c(id, unit_cost)
      where m.business_id = ${businessId} and m.id = c.id`);
  }
}
