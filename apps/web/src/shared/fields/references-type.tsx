import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchPickerItem, type PickerItem } from '../picker/picker-api.ts';
import { Picker } from '../picker/picker.tsx';
import { joinedText } from './collection-values.ts';
import type { FieldOf, FieldTypeSpec, InputProps } from './field-type.ts';

type ReferencesLike = FieldOf<'references'>;

export function idsOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
}

function unnamedItem(id: number): PickerItem {
  return { id, name: `#${id}`, label: `#${id}`, color: null, remain: null };
}

/**
 * The items for the stored ids: those chosen here, else each read by `getdetail?select=<resource>&id=` (shown by
 * number until the read answers).
 */
function useItemsOf(resource: string, ids: readonly number[], chosen: readonly PickerItem[]): PickerItem[] {
  const unknown = ids.filter((id) => !chosen.some((item) => item.id === id));
  const reads = useQueries({
    queries: unknown.map((id) => ({
      queryKey: ['picker-item', resource, id],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchPickerItem(resource, id, signal),
    })),
  });
  const read = reads.flatMap((result) => (result.data ? [result.data] : []));
  return ids.map((id) => chosen.find((item) => item.id === id) ?? read.find((item) => item.id === id) ?? unnamedItem(id));
}

/** Several records of another kind (the branches a user may work in), chosen in the shared picker. */
function ReferencesInput(props: InputProps<ReferencesLike>) {
  const { field, value, onChange, onBlur, label, error, disabled } = props;
  const [chosen, setChosen] = useState<PickerItem[]>([]);
  const items = useItemsOf(field.resource, idsOf(value), chosen);
  return (
    <Picker
      multiple
      select={field.resource}
      name={field.name}
      value={items}
      onChange={(next) => {
        setChosen(next);
        onChange(next.map((item) => item.id));
      }}
      onBlur={onBlur}
      label={label}
      error={error}
      required={field.required}
      disabled={disabled}
      allowAdd={false}
      testId={`picker-${field.name}`}
    />
  );
}

export const referencesType: FieldTypeSpec<ReferencesLike> = {
  empty: () => [],
  text: (value, _field, { language }) => joinedText(idsOf(value).map((id) => `#${id}`), language),
  Input: ReferencesInput,
};
