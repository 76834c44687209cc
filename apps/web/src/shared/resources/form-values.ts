import { writableFields, type ResourceDefinition, type ResourceRecord } from '@hesab/contract';
import { fieldSpec } from '../fields/registry.ts';
import type { FormValues } from '../forms/use-form-state.ts';

/** The form's first values: the record's (read-only ones included, for display), else each type's empty value. */
export function initialFormValues(definition: ResourceDefinition, record: ResourceRecord | undefined): FormValues {
  const values: FormValues = {};
  for (const field of definition.fields) {
    const spec = fieldSpec(field);
    const stored = record?.[field.name];
    if (stored === undefined || stored === null) values[field.name] = spec.empty(field);
    else values[field.name] = spec.edited ? spec.edited(stored, field) : stored;
  }
  return values;
}

/** What is validated and sent: the writable fields, each as its type hands it to the server. */
export function formInput(definition: ResourceDefinition, values: FormValues): ResourceRecord {
  const input: ResourceRecord = {};
  for (const field of writableFields(definition)) {
    const spec = fieldSpec(field);
    const value = values[field.name];
    input[field.name] = spec.toInput ? spec.toInput(value) : value;
  }
  return input;
}
