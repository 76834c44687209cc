import { z } from 'zod';
import { statuses } from './field.ts';

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

/**
 * A marketplace's panel list. The spec's form sends a marketplace without panels as a list with a single empty
 * value when the other one has panels; that is no panels.
 */
export const panelListings = z.preprocess(
  (value) => (Array.isArray(value) && value.length === 1 && isEmptyValue(value[0]) ? [] : value),
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
