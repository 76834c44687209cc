import { tagResource } from '@hesab/contract';
import { useState } from 'react';
import type { PickerItem } from '../picker/picker-api.ts';
import { Picker } from '../picker/picker.tsx';
import { TagChips } from '../tags/tag-chips.tsx';
import { TagMultiSelect } from '../tags/tag-multi-select.tsx';
import { joinedText, tagChipsOf, textsOf } from './collection-values.ts';
import type { DisplayProps, FieldOf, FieldTypeSpec, FilterProps, InputProps } from './field-type.ts';

type TagsLike = FieldOf<'tags'>;

/** Tags' search waits a second of quiet typing (spec 02 section 7). */
const tagSearchDelayMs = 1000;

function TagsInput({ field, value, onChange, label, error, disabled }: InputProps<TagsLike>) {
  // A typed text that is no tag becomes one on Enter, with the palette's next colour (TagMultiSelect).
  return (
    <TagMultiSelect
      value={textsOf(value)}
      onChange={onChange}
      label={label}
      error={error}
      disabled={disabled}
      searchDelayMs={tagSearchDelayMs}
      testId={`tags-${field.name}`}
    />
  );
}

function TagsDisplay({ field, row }: DisplayProps<TagsLike>) {
  return <TagChips tags={tagChipsOf(row, field.name)} testId={`tag-chip-${field.name}`} />;
}

/** One tag to filter by, picked from the business's tags by text; the filter only chooses, never makes a tag. */
function TagsFilter({ field, value, onChange, label }: FilterProps<TagsLike>) {
  const [chosen, setChosen] = useState<PickerItem | null>(null);
  const text = typeof value === 'string' ? value : null;
  const selected =
    text === null ? null : chosen?.name === text ? chosen : { id: 0, name: text, label: text, color: null, remain: null };
  return (
    <Picker
      size="small"
      select={tagResource.name}
      value={selected}
      onChange={(item) => {
        setChosen(item);
        onChange(item?.name);
      }}
      label={label}
      allowAdd={false}
      searchDelayMs={tagSearchDelayMs}
      testId={`filter-picker-${field.name}`}
    />
  );
}

export const tagsType: FieldTypeSpec<TagsLike> = {
  empty: () => [],
  text: (value, _field, { language }) => joinedText(textsOf(value), language),
  Display: TagsDisplay,
  Input: TagsInput,
  Filter: TagsFilter,
  wide: true,
};
