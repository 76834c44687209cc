import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  messageBody,
  pagedResponse,
  pricingGridQuery,
  pricingGridRow,
  pricingGridSave,
  warehouseStock,
  warehouseStockQuery,
  type WarehouseStockQuery,
} from '@hesab/contract';
import type { Database } from '@hesab/db';
import { translateServerMessage } from '@hesab/i18n';
import { requireMember } from '../../http/request-context.ts';
import { actorOf } from '../activity-log/index.ts';
import { warehouseStockPage } from '../inventory/index.ts';
import { appliedAccess } from '../tenancy/index.ts';
import { pricingGridPage, savePricingGrid } from './pricing-grid.ts';

/**
 * The product screens beside the resource's own routes: `GET products/entrepotList?date&product&entrepot&page&perPage`,
 * stock per product and warehouse (product/entrepotList/{id?}), and the same as the warehouses' `GET entrepot/stock`,
 * each limited to the warehouses the user may see (entrepotAccess); `GET products/pricing?page` and
 * `POST products/pricing {rows}`, the pricing grid (product/pricing), under that screen's permission.
 */
export function registerProductRoutes(app: FastifyInstance, db: Database): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const stockPage = (request: FastifyRequest, query: WarehouseStockQuery) => {
    const member = requireMember(request);
    return warehouseStockPage(db, member.businessId, query, appliedAccess(member, member.entrepotAccess));
  };
  routes.get(
    '/products/entrepotList',
    {
      config: { access: { permission: 'ProductEntrepotList' } },
      schema: { tags: ['products'], querystring: warehouseStockQuery, response: { 200: pagedResponse(warehouseStock) } },
    },
    (request) => stockPage(request, request.query),
  );
  routes.get(
    '/entrepot/stock',
    {
      config: { access: { permission: 'EntrepotList' } },
      schema: { tags: ['warehouses'], querystring: warehouseStockQuery, response: { 200: pagedResponse(warehouseStock) } },
    },
    (request) => stockPage(request, request.query),
  );
  routes.get(
    '/products/pricing',
    {
      config: { access: { permission: 'ProductPricing' } },
      schema: { tags: ['products'], querystring: pricingGridQuery, response: { 200: pagedResponse(pricingGridRow) } },
    },
    (request) => pricingGridPage(db, requireMember(request).businessId, request.query.page),
  );
  routes.post(
    '/products/pricing',
    {
      config: { access: { permission: 'ProductPricing' } },
      schema: { tags: ['products'], body: pricingGridSave, response: { 200: messageBody } },
    },
    async (request) => {
      await savePricingGrid(db, actorOf(request), request.body.rows);
      return { message: translateServerMessage(request.lang, 'saved') };
    },
  );
}
