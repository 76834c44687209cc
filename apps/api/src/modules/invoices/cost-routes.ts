import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { costRebuild, productCost, productCostQuery, type ProductCost } from '@hesab/contract';
import type { Database, Executor } from '@hesab/db';
import { costStock } from '@hesab/domain';
import { translateServerMessage } from '@hesab/i18n';
import { NotFoundError } from '../../http/errors.ts';
import { requireMember } from '../../http/request-context.ts';
import { goodsMovements, movedProducts } from '../inventory/index.ts';
import { invoiceTerms } from '../products/index.ts';
import { issueCost } from './invoice-rows.ts';
import { recostSales } from './recosting.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** What a product's stock stood at on `date`, and the unit cost its method gives the next unit issued then. */
async function costOn(tx: Executor, businessId: number, id: number, date: string): Promise<ProductCost> {
  const [term] = (await invoiceTerms(tx, businessId, [id])).values();
  if (!term) throw new NotFoundError();
  const moves = (await goodsMovements(tx, businessId, [id])).filter((move) => move.date <= date);
  const { onHand, value } = costStock(term.inventoryMethod, moves);
  return { product: id, date, method: term.inventoryMethod, on_hand: onHand, value, unit_cost: issueCost(moves, term.inventoryMethod, '1') };
}

/**
 * `GET products/{id}/cost?date`, a product's cost on a date by its method, and `POST products/rebuildCost`, every
 * sale of the business costed again over its products' histories and reposted where its cost was wrong (after an
 * import, or a change of a product's method), in one transaction.
 */
export function registerCostRoutes(app: FastifyInstance, db: Database): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/products/:id/cost',
    { config: { access: { permission: 'ProductList' } }, schema: { tags: ['products'], params: idParams, querystring: productCostQuery, response: { 200: productCost } } },
    (request) => costOn(db, requireMember(request).businessId, request.params.id, request.query.date ?? new Date().toISOString().slice(0, 10)),
  );
  routes.post(
    '/products/rebuildCost',
    { config: { access: { permission: 'Product' } }, schema: { tags: ['products'], response: { 200: costRebuild } } },
    async (request) => {
      const { businessId } = requireMember(request);
      const rebuilt = await db.transaction(async (tx) => {
        const products = await movedProducts(tx, businessId);
        return { products: products.length, sales: await recostSales(tx, businessId, products, 0) };
      });
      return { ...rebuilt, message: translateServerMessage(request.lang, 'saved') };
    },
  );
}
