import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pagedResponse, warehouseStock, warehouseStockQuery } from '@hesab/contract';
import type { Database } from '@hesab/db';
import { requireMember } from '../../http/request-context.ts';
import { warehouseStockPage } from '../inventory/index.ts';

/** `GET products/entrepotList?product&entrepot&page&perPage`: stock per product and warehouse (product/entrepotList/{id?}). */
export function registerProductRoutes(app: FastifyInstance, db: Database): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/products/entrepotList',
    {
      config: { access: { permission: 'ProductEntrepotList' } },
      schema: { tags: ['products'], querystring: warehouseStockQuery, response: { 200: pagedResponse(warehouseStock) } },
    },
    (request) => warehouseStockPage(db, requireMember(request).businessId, request.query),
  );
}
