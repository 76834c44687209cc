import { z } from 'zod';
import { statuses, type MarketplacePlatform } from './field.ts';

/* A product's listings on a marketplace's panels (spec 01 sections 3 to 5): per panel, rows with both ids
   required, each row active or deactive; a panel is listed once per product. */

const marketplaceId = z.string().trim().min(1, 'is-required').max(60);

/** One product row on a panel: the product's code in the marketplace and its variant id. */
export const panelProductRow = z.object({
  code: marketplaceId,
  variant: marketplaceId,
  status: z.enum(statuses).default('active'),
});
export type PanelProductRow = z.infer<typeof panelProductRow>;

/**
 * The spec's names of a row's two ids on each marketplace (spec 01 section 3): reads carry them beside `code` and
 * `variant`, and a save may send either.
 */
export const panelRowIdNames = {
  digikala: { code: 'digikala_product_id', variant: 'product_variant_id' },
  sazito: { code: 'sazito_id', variant: 'sazito_dynamic_id' },
} as const satisfies Record<MarketplacePlatform, { code: string; variant: string }>;

/** Rows one panel may hold, and panels one marketplace's list may hold: bounds on what one save writes. */
const maxPanelRows = 100;
const maxPanels = 50;

/** A panel the product is listed on; reads add the panel's name. */
export const panelListing = z.object({
  panel: z.number().int().positive(),
  panel_name: z.string().nullable().optional(),
  rows: z.array(panelProductRow).max(maxPanelRows),
});
export type PanelListing = z.infer<typeof panelListing>;

function isEmptyValue(value: unknown): boolean {
  return value === null || value === '' || (typeof value === 'object' && Object.keys(value).length === 0);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A sent row with the marketplace's own id names read as `code` and `variant` where those are not sent. */
function withRowIds(row: unknown, platform: MarketplacePlatform): unknown {
  if (!isRecord(row)) return row;
  const names = panelRowIdNames[platform];
  return { ...row, code: row.code ?? row[names.code], variant: row.variant ?? row[names.variant] };
}

/** A sent listing with the spec's `panel_id` read as `panel`, and its rows' ids by either name. */
function withSpecNames(listing: unknown, platform: MarketplacePlatform): unknown {
  if (!isRecord(listing)) return listing;
  const rows = Array.isArray(listing.rows) ? listing.rows.map((row: unknown) => withRowIds(row, platform)) : listing.rows;
  return { ...listing, panel: listing.panel ?? listing.panel_id, rows };
}

/**
 * A marketplace's panel list. The spec's form sends a marketplace without panels as a list with a single empty
 * value when the other one has panels; that is no panels.
 */
export const panelListingsOf = (platform: MarketplacePlatform) =>
  z.preprocess(
    (value) => {
      if (!Array.isArray(value)) return value;
      return value.length === 1 && isEmptyValue(value[0]) ? [] : value.map((listing: unknown) => withSpecNames(listing, platform));
    },
    z
      .array(panelListing)
      .max(maxPanels)
      .superRefine((listings, context) => {
        listings.forEach((listing, index) => {
          if (listings.findIndex((other) => other.panel === listing.panel) < index) {
            context.addIssue({ code: 'custom', path: [index, 'panel'], message: 'alert-selected-item-is-repetitive' });
          }
        });
      }),
  );
