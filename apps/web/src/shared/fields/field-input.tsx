import type { Field } from '@hesab/contract';
import type { InputProps } from './field-type.ts';
import { fieldSpec } from './registry.ts';

/** The form input of a field's type. */
export function FieldInput(props: InputProps<Field>) {
  const spec = fieldSpec(props.field);
  return <spec.Input {...props} />;
}
