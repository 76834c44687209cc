import { useState } from 'react';
import type { PickerItem } from '../picker/picker-api.ts';
import { Picker } from '../picker/picker.tsx';

interface ReferencePickerProps {
  name: string;
  /** the picked resource's name: `getdetail?select=<resource>` */
  resource: string;
  value: number | null;
  /** the chosen record's name as the list or the edit answer gives it (`<field>_label`) */
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

/**
 * A reference field's picker: the shared Picker (search, infinite scroll, add-new, rename and delete with
 * removeCategoryItem, chained parent), holding only the id the form stores.
 */
export function ReferencePicker({ value, valueLabel, onChange, resource, ...props }: ReferencePickerProps) {
  // The form keeps the id alone; the name of an item chosen here is kept so the input can show it.
  const [chosen, setChosen] = useState<PickerItem | null>(null);
  const selected =
    value === null ? null : chosen?.id === value ? chosen : itemOf(value, valueLabel ?? `#${value}`);
  return (
    <Picker
      {...props}
      select={resource}
      value={selected}
      onChange={(item) => {
        setChosen(item);
        onChange(item?.id ?? null);
      }}
    />
  );
}
