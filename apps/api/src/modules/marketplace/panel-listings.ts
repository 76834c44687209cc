import { and, asc, eq, inArray } from 'drizzle-orm';
import { panelRowIdNames, type MarketplacePlatform, type PanelListing } from '@hesab/contract';
import { marketplacePanel, productPanelRow, type Executor } from '@hesab/db';
import { FieldErrors } from '../../http/errors.ts';

function platformPanels(db: Executor, businessId: number, platform: MarketplacePlatform) {
  return db
    .select({ id: marketplacePanel.id })
    .from(marketplacePanel)
    .where(and(eq(marketplacePanel.businessId, businessId), eq(marketplacePanel.platform, platform)));
}

/**
 * Each product's listings on one marketplace's panels, panel by panel, each panel's rows in their order; a row
 * carries the spec's panel_id, product_id and the marketplace's names of its ids beside `code` and `variant`.
 */
export async function readPanelListings(
  db: Executor,
  businessId: number,
  productIds: readonly number[],
  platform: MarketplacePlatform,
): Promise<Map<number, PanelListing[]>> {
  const byProduct = new Map<number, Map<number, PanelListing>>();
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      product: productPanelRow.product,
      panel: productPanelRow.panel,
      panel_name: marketplacePanel.name,
      code: productPanelRow.code,
      variant: productPanelRow.variant,
      status: productPanelRow.status,
    })
    .from(productPanelRow)
    .innerJoin(marketplacePanel, and(eq(marketplacePanel.businessId, productPanelRow.businessId), eq(marketplacePanel.id, productPanelRow.panel)))
    .where(
      and(
        eq(productPanelRow.businessId, businessId),
        inArray(productPanelRow.product, [...productIds]),
        eq(marketplacePanel.platform, platform),
      ),
    )
    .orderBy(asc(productPanelRow.product), asc(productPanelRow.panel), asc(productPanelRow.lineNo));
  const names = panelRowIdNames[platform];
  for (const { product, panel, panel_name, ...row } of rows) {
    const listings = byProduct.get(product) ?? new Map<number, PanelListing>();
    const listing = listings.get(panel) ?? { panel, panel_name, rows: [] };
    const read = { ...row, panel_id: panel, product_id: product, [names.code]: row.code, [names.variant]: row.variant };
    listing.rows.push(read);
    listings.set(panel, listing);
    byProduct.set(product, listings);
  }
  return new Map([...byProduct].map(([product, listings]) => [product, [...listings.values()]]));
}

/**
 * The form sends a marketplace's listings as a whole: they replace the product's stored ones on that marketplace.
 * Each panel must be one of the business's panels of that marketplace (`field` names the form's field in errors).
 */
export async function replacePanelListings(
  tx: Executor,
  businessId: number,
  productId: number,
  platform: MarketplacePlatform,
  field: string,
  listings: readonly PanelListing[],
): Promise<void> {
  const known = new Set((await platformPanels(tx, businessId, platform)).map((panel) => panel.id));
  const unknown = listings.findIndex((listing) => !known.has(listing.panel));
  if (unknown >= 0) throw new FieldErrors({ [`${field}.${unknown}.panel`]: [{ key: 'invalid-value' }] });
  await tx
    .delete(productPanelRow)
    .where(
      and(
        eq(productPanelRow.businessId, businessId),
        eq(productPanelRow.product, productId),
        inArray(productPanelRow.panel, platformPanels(tx, businessId, platform)),
      ),
    );
  const rows = listings.flatMap((listing) =>
    listing.rows.map((row, index) => ({ businessId, product: productId, panel: listing.panel, lineNo: index + 1, ...row })),
  );
  if (rows.length > 0) await tx.insert(productPanelRow).values(rows);
}
