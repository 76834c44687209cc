import { createContext, useContext, type ComponentType } from 'react';
import type { PickerItem } from './picker-api.ts';

export interface NewRecordDialogProps {
  /** what was typed in the picker, as the new record's name */
  initialName: string;
  /** the saved record as the picker's item */
  onSaved(item: PickerItem): void;
  onClose(): void;
}

/** A full form for a new record of a picked kind, opened from the picker (spec 01 section 6: add-person, add-product). */
export interface RecordShortcut {
  kind: 'person' | 'product';
  Dialog: ComponentType<NewRecordDialogProps>;
}

/**
 * The shortcuts by picked resource name. The app supplies them, so shared pickers open a module's form (the
 * person form) without shared code depending on modules.
 */
export const RecordShortcutsContext = createContext<Readonly<Record<string, RecordShortcut>>>({});

export function useRecordShortcut(resource: string): RecordShortcut | undefined {
  const shortcuts = useContext(RecordShortcutsContext);
  return Object.hasOwn(shortcuts, resource) ? shortcuts[resource] : undefined;
}
