import { productResource, type Field, type PanelListing, type PanelsField } from '@hesab/contract';
import type { Executor } from '@hesab/db';
import { readPanelListings, replacePanelListings } from '../marketplace/index.ts';
import type { ResourceRow } from '../resources/index.ts';

const fields: readonly Field[] = productResource.fields;
const panelsFields = fields.filter((field): field is PanelsField => field.type === 'panels');

/** Each product's listings on every marketplace, one query per marketplace for the whole page. */
export async function readProductPanels(db: Executor, businessId: number, rows: ResourceRow[]): Promise<void> {
  const ids = rows.map((row) => Number(row.id));
  for (const field of panelsFields) {
    const listings = await readPanelListings(db, businessId, ids, field.platform);
    for (const row of rows) row[field.name] = listings.get(Number(row.id)) ?? [];
  }
}

/** Each marketplace's listings the save carries replace the stored ones; one it leaves out stays as it was. */
export async function saveProductPanels(tx: Executor, businessId: number, productId: number, values: ResourceRow): Promise<void> {
  for (const field of panelsFields) {
    const listings = values[field.name];
    if (!Array.isArray(listings)) continue;
    await replacePanelListings(tx, businessId, productId, field.platform, field.name, listings as PanelListing[]);
  }
}
