import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { productTurnover as productTurnoverAnswer, productTurnoverQuery, productTurnoverScreens, type ProductTurnover, type ProductTurnoverQuery } from '@hesab/contract';
import { arrayParameter, queryRows, type Database, type Executor } from '@hesab/db';
import { absMoney, addMoney, compareMoney, multiplyMoney, subtractMoney } from '@hesab/domain';
import { NotFoundError } from '../../http/errors.ts';
import { recordIdParams } from '../../http/record-id.ts';
import { requireMember } from '../../http/request-context.ts';
import { findNamedRecords, type ReferenceTables } from '../documents/index.ts';
import { productTurnover, reportWarehouses, type TurnoverMovement } from '../inventory/index.ts';
import { invoiceHeads, type InvoiceHead } from '../invoices/index.ts';
import { productNames } from '../products/index.ts';
import type { Member } from '../tenancy/index.ts';
import { warehouseHeaderOf } from './tables.ts';

/* A product's Kardex (product/turnover, countTurnover, amountTurnover): its movements in a warehouse or all, each
   with its document, running count and running value. */

/** The documents that wrote the movements, by `kind:id`: invoices (by type) and warehouse documents (an opening stock has none). */
async function documentsOf(db: Executor, businessId: number, movements: readonly TurnoverMovement[]): Promise<Map<string, InvoiceHead>> {
  const byKind = new Map<string, number[]>();
  for (const { sourceKind, sourceId } of movements) byKind.set(sourceKind, [...(byKind.get(sourceKind) ?? []), sourceId]);
  const found = new Map<string, InvoiceHead>();
  for (const [kind, ids] of byKind) {
    if (kind === 'invoice') {
      for (const [id, head] of await invoiceHeads(db, businessId, ids)) found.set(`invoice:${id}`, head);
      continue;
    }
    const table = warehouseHeaderOf(kind);
    if (!table) continue;
    const rows = await queryRows<{ id: string | number; number: number; person: string | number | null }>(
      db,
      sql`select id, number, person_id as person from ${table} where business_id = ${businessId} and id = any(${arrayParameter([...new Set(ids)])}::bigint[])`,
    );
    for (const row of rows) found.set(`${kind}:${String(row.id)}`, { id: Number(row.id), type: kind, number: Number(row.number), person: row.person === null ? null : Number(row.person) });
  }
  return found;
}

/** A page of a product's movements, each named by the document that wrote it (an invoice's type and number). */
async function turnoverOf(db: Executor, member: Member, productId: number, query: ProductTurnoverQuery, references: ReferenceTables): Promise<ProductTurnover> {
  const { businessId } = member;
  const name = (await productNames(db, businessId, [productId])).get(productId);
  if (name === undefined) throw new NotFoundError();
  // Only the member's warehouses' movements (a warehouse asked that is not theirs is refused, 403).
  const turnover = await productTurnover(db, businessId, productId, query, await reportWarehouses(member, query.entrepot, db));
  const documents = await documentsOf(db, businessId, turnover.movements);
  const { names } = await findNamedRecords(
    db,
    businessId,
    [...[...documents.values()].map((row) => ({ resource: 'customer', id: row.person })), ...turnover.movements.map((movement) => ({ resource: 'entrepot', id: movement.entrepot }))],
    references,
  );
  const data = turnover.movements.map((movement) => {
    const document = documents.get(`${movement.sourceKind}:${movement.sourceId}`);
    const received = compareMoney(movement.quantity, '0') >= 0;
    const moved = absMoney(movement.quantity);
    const value = multiplyMoney(moved, movement.unitCost);
    return {
      key: String(movement.id),
      date: movement.date,
      kind: document?.type ?? movement.sourceKind,
      document: document ? Number(document.id) : null,
      number: document?.number ?? null,
      person_label: document?.person ? (names.get(`customer:${document.person}`) ?? null) : null,
      entrepot_label: names.get(`entrepot:${movement.entrepot}`) ?? null,
      in: received ? moved : '0',
      out: received ? '0' : moved,
      unit_cost: movement.unitCost,
      in_value: received ? value : '0',
      out_value: received ? '0' : value,
      count: movement.count,
      value: movement.value,
    };
  });
  const { opening, totals } = turnover;
  const closing = {
    count: subtractMoney(addMoney(opening.count, totals.in), totals.out),
    value: subtractMoney(addMoney(opening.value, totals.in_value), totals.out_value),
  };
  return { product: productId, product_label: name, opening, closing, totals, data, ...turnover.window.meta };
}

/** `GET products/{id}/turnover` with any of the product's three turnover screens. */
export function registerTurnoverRoutes(app: FastifyInstance, db: Database, references: ReferenceTables): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/products/:id/turnover',
    {
      config: { access: { anyPermission: [...productTurnoverScreens] } },
      schema: { tags: ['products'], params: recordIdParams, querystring: productTurnoverQuery, response: { 200: productTurnoverAnswer } },
    },
    (request) => turnoverOf(db, requireMember(request), request.params.id, request.query, references),
  );
}
