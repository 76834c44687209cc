import type { FieldOf, FieldTypeSpec } from './field-type.ts';
import { listingsOf } from './panels/panel-listings.ts';
import { PanelsInput } from './panels/panels-input.tsx';

/** A product's listings on a marketplace's panels: shown as the panels' names, edited through the panel dialogs. */
export const panelsType: FieldTypeSpec<FieldOf<'panels'>> = {
  empty: () => [],
  text: (value) => listingsOf(value).map((listing) => listing.panel_name ?? String(listing.panel)).join('، '),
  Input: PanelsInput,
  wide: true,
};
