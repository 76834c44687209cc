import { panelListing, type PanelListing, type PanelProductRow, type Status } from '@hesab/contract';

/** The form's value of a panels field as listings; anything else (the spec's single empty value) is none. */
export function listingsOf(value: unknown): PanelListing[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = panelListing.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Every row set to one status (the all-active and all-deactive buttons). */
export function withStatus(rows: readonly PanelProductRow[], status: Status): PanelProductRow[] {
  return rows.map((row) => ({ ...row, status }));
}

/**
 * The panel list once a panel's product table is confirmed (spec 01 section 4 "Panel flow"): an added panel joins
 * the list when it has rows (an add without rows changes nothing); an edited one takes its new rows, or leaves the
 * list when none remain.
 */
export function confirmedListings(
  listings: readonly PanelListing[],
  listing: PanelListing,
  rows: readonly PanelProductRow[],
  adding: boolean,
): PanelListing[] {
  if (adding) return rows.length === 0 ? [...listings] : [...listings, { ...listing, rows: [...rows] }];
  if (rows.length === 0) return listings.filter((other) => other.panel !== listing.panel);
  return listings.map((other) => (other.panel === listing.panel ? { ...other, rows: [...rows] } : other));
}
