import type { Field } from '@hesab/contract';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { fieldSpec } from '../fields/registry.ts';
import { DebouncedTextField } from './debounced-text-field.tsx';
import type { FilterValue, ListFilters } from './list-state.ts';

/** Free-text filters wait for a pause in typing, as the search does. */
const textFilterDelayMs = 1000;
const filterWidth = { xs: '100%', sm: 200 };

interface FilterProps {
  field: Field;
  value: FilterValue | undefined;
  onChange(value: FilterValue | undefined): void;
}

function isFilterValue(value: unknown): value is FilterValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** A filter by the field's type: a choice of its values, the type's own filter (a picker), or free text. */
function ListFilter({ field, value, onChange }: FilterProps) {
  const { t } = useTranslation();
  const spec = fieldSpec(field);
  const label = t(field.label);
  const choices = spec.choices?.(field);
  if (choices) {
    return (
      <TextField
        select
        size="small"
        label={label}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => onChange(choices.find((choice) => String(choice.value) === event.target.value)?.value)}
        slotProps={{
          htmlInput: { 'data-testid': `filter-${field.name}` },
          // "All" shows while nothing is chosen, so the label sits above it.
          inputLabel: { shrink: true },
          select: { displayEmpty: true },
        }}
        sx={{ width: filterWidth }}
      >
        <MenuItem value="">{t('list.all')}</MenuItem>
        {choices.map((choice) => (
          <MenuItem key={String(choice.value)} value={String(choice.value)}>
            {t(choice.label)}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (spec.Filter) {
    return (
      <Box sx={{ width: filterWidth }} data-testid={`filter-${field.name}`}>
        <spec.Filter
          field={field}
          value={value}
          onChange={(next) => onChange(isFilterValue(next) ? next : undefined)}
          label={label}
        />
      </Box>
    );
  }
  return (
    <DebouncedTextField
      value={typeof value === 'string' ? value : ''}
      onCommit={(text) => onChange(text === '' ? undefined : text)}
      delayMs={textFilterDelayMs}
      label={label}
      testId={`filter-${field.name}`}
    />
  );
}

interface ListFiltersProps {
  fields: readonly Field[];
  filters: ListFilters;
  onChange(filters: ListFilters): void;
}

/** The filters of a list, one per `filterable` field of its definition. */
export function ListFilters({ fields, filters, onChange }: ListFiltersProps) {
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, width: { xs: '100%', sm: 'auto' } }}
      data-testid="list-filters"
    >
      {fields.map((field) => (
        <ListFilter
          key={field.name}
          field={field}
          value={filters[field.name]}
          onChange={(value) => onChange({ ...filters, [field.name]: value })}
        />
      ))}
    </Box>
  );
}
