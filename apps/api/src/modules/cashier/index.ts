import { productShortcutResource } from '@hesab/contract';
import { productShortcut } from '@hesab/db';
import type { ResourceBinding } from '../resources/index.ts';
import { shortcutHooks } from './shortcut-items.ts';

export { offlineSelects } from './offline-selects.ts';
export { shortcutPages } from './shortcut-items.ts';

/** The cashier's shortcut pages: the generic engine, their products kept by the hooks, the form also taken as multipart. */
export const productShortcutBinding: ResourceBinding = {
  definition: productShortcutResource,
  table: productShortcut,
  hooks: shortcutHooks,
  multipartForm: true,
};
