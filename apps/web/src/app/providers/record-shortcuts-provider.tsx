import { personResource, productResource } from '@hesab/contract';
import type { ReactNode } from 'react';
import { RecordShortcutsContext, type RecordShortcut } from '../../shared/picker/record-shortcuts.ts';
import { lazyChunk } from '../../shared/errors/chunk-load.ts';

const PersonShortcutDialog = lazyChunk(async () => ({
  default: (await import('../../modules/persons/person-shortcut.tsx')).PersonShortcutDialog,
}));

const ProductShortcutDialog = lazyChunk(async () => ({
  default: (await import('../../modules/products/product-shortcut.tsx')).ProductShortcutDialog,
}));

/** The full forms pickers open for a new record, loaded when first opened. */
const shortcuts: Readonly<Record<string, RecordShortcut>> = {
  [personResource.name]: { kind: 'person', Dialog: PersonShortcutDialog },
  [productResource.name]: { kind: 'product', Dialog: ProductShortcutDialog },
};

export function RecordShortcutsProvider({ children }: { children: ReactNode }) {
  return <RecordShortcutsContext.Provider value={shortcuts}>{children}</RecordShortcutsContext.Provider>;
}
