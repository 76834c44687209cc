import { Suspense, useState } from 'react';
import type { PickerItem } from '../picker/picker-api.ts';
import { Picker } from '../picker/picker.tsx';
import { useRecordShortcut } from '../picker/record-shortcuts.ts';
import { usePickerItem } from '../picker/use-picker-item.ts';

interface ReferencePickerProps {
  name: string;
  /** the picked resource's name: `getdetail?select=<resource>` */
  resource: string;
  value: number | null;
  /** the chosen record's name as the list or the edit answer gives it (`<field>_label`); null reads it by id */
  valueLabel: string | null;
  /** a chained picker's parent id, null while no parent is chosen; undefined when the field has no parent */
  parentId?: number | null;
  onChange(id: number | null): void;
  onBlur?(): void;
  label: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** "add new" in the picker; filters only choose */
  allowAdd?: boolean;
  /** prefix of the picker's data-testid attributes */
  testId: string;
}

function itemOf(id: number, name: string): PickerItem {
  return { id, name, label: name, color: null, remain: null };
}

/** What the input shows for the stored id: the item chosen here, else the known name, else the item read by id. */
function shownItem(value: number | null, chosen: PickerItem | null, valueLabel: string | null, read: PickerItem | null) {
  if (value === null) return null;
  if (chosen?.id === value) return chosen;
  if (valueLabel !== null) return itemOf(value, valueLabel);
  // Its number until the read answers, or when the business has no such record.
  return read?.id === value ? read : itemOf(value, `#${value}`);
}

/**
 * A reference field's picker: the shared Picker (search, infinite scroll, add-new, rename and delete with
 * removeCategoryItem, chained parent), holding only the id the form stores.
 */
export function ReferencePicker({ value, valueLabel, onChange, resource, ...props }: ReferencePickerProps) {
  // The form keeps the id alone; the name of an item chosen here is kept so the input can show it.
  const [chosen, setChosen] = useState<PickerItem | null>(null);
  const unnamed = value !== null && chosen?.id !== value && valueLabel === null;
  const read = usePickerItem(resource, unnamed ? value : null);
  // A kind with a full form of its own (a person) is added through that form, then picked.
  const recordShortcut = useRecordShortcut(resource);
  const [adding, setAdding] = useState<string | null>(null);
  const pick = (item: PickerItem | null) => {
    setChosen(item);
    onChange(item?.id ?? null);
  };
  return (
    <>
      <Picker
        {...props}
        select={resource}
        value={shownItem(value, chosen, valueLabel, read)}
        onChange={pick}
        shortcut={recordShortcut && props.allowAdd !== false ? { kind: recordShortcut.kind, onAdd: setAdding } : undefined}
      />
      {recordShortcut && adding !== null && (
        <Suspense fallback={null}>
          <recordShortcut.Dialog initialName={adding} onSaved={pick} onClose={() => setAdding(null)} />
        </Suspense>
      )}
    </>
  );
}
