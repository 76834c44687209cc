import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { activePanelsReply, marketplacePanelResource, panelsPlatformParams } from '@hesab/contract';
import { marketplacePanel, type Database } from '@hesab/db';
import { requireMember } from '../../http/request-context.ts';
import type { ResourceBinding } from '../resources/index.ts';

export { readPanelListings, replacePanelListings } from './panel-listings.ts';

/** The panels of setting/integrator are plain records; a panel a product is listed on stays. */
export const marketplacePanelBinding: ResourceBinding = { definition: marketplacePanelResource, table: marketplacePanel };

/** `GET config/<platform>/list`: the active panels a product's form offers for that marketplace. */
export function registerMarketplaceRoutes(app: FastifyInstance, db: Database): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/config/:platform/list',
    {
      config: { access: 'member' },
      schema: { tags: ['integrator/panel'], params: panelsPlatformParams, response: { 200: activePanelsReply } },
    },
    async (request) => {
      const { businessId } = requireMember(request);
      const data = await db
        .select({ id: marketplacePanel.id, name: marketplacePanel.name, status: marketplacePanel.status })
        .from(marketplacePanel)
        .where(
          and(
            eq(marketplacePanel.businessId, businessId),
            eq(marketplacePanel.platform, request.params.platform),
            eq(marketplacePanel.status, 'active'),
          ),
        )
        .orderBy(asc(marketplacePanel.name));
      return { data };
    },
  );
}
export { woocommercePanelErrors } from './woocommerce-panels.ts';
