import type { Field } from '@hesab/contract';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '../fields/field-input.tsx';
import { fromDateField, toDateField } from './document-fields.ts';
import { rangeEnd } from './document-list-params.ts';

interface RangeBoxProps {
  field: Field;
  value: string | undefined;
  onChange(value: string | undefined): void;
  resource: string;
}

/** One end of the range: the box keeps what is typed, and the range takes it once it is a whole date or empty. */
function RangeBox({ field, value, onChange, resource }: RangeBoxProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<unknown>(value ?? null);
  const [shown, setShown] = useState(value);
  // A new bound from outside (the back button, a cleared filter) replaces what the box holds.
  if (shown !== value) {
    setShown(value);
    setTyped(value ?? null);
  }
  return (
    <Box sx={{ width: { xs: '100%', sm: 170 } }} data-testid={`filter-${field.name}`}>
      <FieldInput
        field={field}
        value={typed}
        onChange={(next) => {
          setTyped(next);
          const end = rangeEnd(next);
          if (end !== undefined || next === null) {
            setShown(end);
            onChange(end);
          }
        }}
        onBlur={() => undefined}
        label={t(field.label)}
        values={{}}
        resource={resource}
      />
    </Box>
  );
}

interface DateRangeFilterProps {
  from: string | undefined;
  to: string | undefined;
  onChange(range: { from: string | undefined; to: string | undefined }): void;
  /** the form the boxes belong to, as the field registry asks of every input */
  resource: string;
  /** the boxes' fields, when the range is of another date than a document's (a cheque's due date) */
  fields?: { from: Field; to: Field };
}

/** A date range in the business's calendar (Jalali for a Persian business), either end open. */
export function DateRangeFilter({ from, to, onChange, resource, fields = { from: fromDateField, to: toDateField } }: DateRangeFilterProps) {
  return (
    <>
      <RangeBox field={fields.from} value={from} onChange={(next) => onChange({ from: next, to })} resource={resource} />
      <RangeBox field={fields.to} value={to} onChange={(next) => onChange({ from, to: next })} resource={resource} />
    </>
  );
}
