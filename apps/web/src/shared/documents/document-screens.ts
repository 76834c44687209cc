import { appRoutes, type DocumentDefinition, type DocumentPermissions, type DocumentRoutes, type Field, type RouteName } from '@hesab/contract';

/** The variant of a kind a page is fixed to (an invoice's `type` of `sell`): the header field and the value it holds. */
export interface DocumentVariant {
  field: string;
  value: string;
}

/**
 * What a kind's pages are titled, link to and check: the kind's own, or one variant's (a sale's list and form, its
 * titles and permissions), so one generic list and form serve each variant without a copy of either.
 */
export interface DocumentScreens {
  /** i18n keys of the list's title and of one document's name */
  title: string;
  itemTitle: string;
  routes: DocumentRoutes;
  permissions: DocumentPermissions;
  variant?: DocumentVariant;
}

/**
 * The screens of the kind, or of its variant `value`; a variant is titled by its routes (SellList, Sell). `print` is
 * the printout's route where the definition names none (a kind whose printout the web lays out itself).
 */
export function screensOf(definition: DocumentDefinition, value?: string, print?: RouteName): DocumentScreens {
  const screens = variantScreens(definition, value);
  return print === undefined || screens.routes.print !== undefined ? screens : { ...screens, routes: { ...screens.routes, print } };
}

function variantScreens(definition: DocumentDefinition, value?: string): DocumentScreens {
  if (value === undefined) {
    return { title: definition.title, itemTitle: definition.itemTitle, routes: definition.routes, permissions: definition.permissions };
  }
  const variants = definition.variants;
  const routes = variants?.routes[value];
  const permissions = variants?.permissions[value];
  if (!variants || !routes || !permissions) throw new RangeError(`${definition.name} has no variant ${value}`);
  return {
    title: appRoutes[routes.list].title,
    itemTitle: appRoutes[routes.edit].title,
    routes,
    permissions,
    variant: { field: variants.field, value },
  };
}

/** A header field the page shows: not the variant's, which the page fixes. */
export function isShownField(screens: DocumentScreens, field: Field): boolean {
  return field.name !== screens.variant?.field;
}

/** A list's query narrowed to the variant (`type=sell`). */
export function variantQuery(screens: DocumentScreens): Record<string, string> {
  return screens.variant ? { [screens.variant.field]: screens.variant.value } : {};
}

/** Whether a read document is of the page's variant: a purchase opened at a sale's address is not. */
export function isOfVariant(screens: DocumentScreens, document: Readonly<Record<string, unknown>>): boolean {
  return !screens.variant || document[screens.variant.field] === screens.variant.value;
}
