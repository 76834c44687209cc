import type { ResourceDefinition } from '../definition.ts';
import { categoryResource, departmentResource, mainGroupResource, subGroupResource } from './grouping.ts';
import { detailResource } from './details.ts';
import { descriptionDraftResource } from './drafts.ts';
import { marketplacePanelResource } from './marketplace-panels.ts';
import { personResource } from './persons.ts';
import { productResource } from './products.ts';
import { currencyResource, financialYearResource, memberResource, roleResource } from './settings.ts';
import { productShortcutResource } from './shortcuts.ts';
import { branchResource, tagResource } from './tags.ts';
import { bankResource, cashResource, chequeBookResource, pettyResource } from './treasury.ts';
import { entrepotResource, unitResource } from './warehouses.ts';

export * from './details.ts';
export * from './drafts.ts';
export * from './grouping.ts';
export * from './marketplace-panels.ts';
export * from './persons.ts';
export * from './product-pricing.ts';
export * from './products.ts';
export * from './settings.ts';
export * from './shortcuts.ts';
export * from './tags.ts';
export * from './treasury.ts';
export * from './warehouses.ts';

/** Every resource the generic engine serves, by name. */
export const resources: readonly ResourceDefinition[] = [
  tagResource,
  branchResource,
  mainGroupResource,
  subGroupResource,
  categoryResource,
  departmentResource,
  currencyResource,
  financialYearResource,
  roleResource,
  descriptionDraftResource,
  memberResource,
  detailResource,
  personResource,
  entrepotResource,
  unitResource,
  productResource,
  marketplacePanelResource,
  bankResource,
  cashResource,
  pettyResource,
  chequeBookResource,
  productShortcutResource,
];
