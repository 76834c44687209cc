import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { activePanelsReply, marketplacePanelResource, panelsPlatformParams } from '@hesab/contract';
import { marketplacePanel, type Database } from '@hesab/db';
import { requireMember } from '../../http/request-context.ts';
import type { ResourceBinding } from '../resources/index.ts';

export { integratorCodePage } from './integrator-codes.ts';
export { readPanelListings, replacePanelListings } from './panel-listings.ts';

/** The panels of setting/integrator are plain records; a panel a product is listed on stays. */
export const marketplacePanelBinding: ResourceBinding = { definition: marketplacePanelResource, table: marketplacePanel };

/**
 * `GET config/<platform>/list`: the active panels a product's form offers for that marketplace. Only membership,
 * no plan option: integratorSystem gates the setting/integrator screen where panels are made (spec 01 section 6),
 * while the spec's product form shows its integrator tab with no flag (only the shop tab has one). A business
 * that never had the option made no panel, so the tab says "no panel founded!"; one whose plan dropped it keeps
 * its products' listings editable. digikalaIntegrator and sazitoIntegrator switch the plan's dealings with that
 * marketplace (its orders screens), not the reading of the business's own panel names.
 */
export function registerMarketplaceRoutes(app: FastifyInstance, db: Database): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/config/:platform/list',
    {
      config: { access: 'member' },
      schema: { tags: ['integrator/panel'], params: panelsPlatformParams, response: { 200: activePanelsReply } },
    },
    async (request) => {
      const { businessId } = requireMember(request);
      const panels = await db
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
      return { data: panels.map((panel) => ({ ...panel, panel_name: panel.name, panel_status: panel.status })) };
    },
  );
}
export { woocommercePanelErrors } from './woocommerce-panels.ts';
