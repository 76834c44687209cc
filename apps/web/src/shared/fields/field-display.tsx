import type { Field } from '@hesab/contract';
import type { DisplayProps } from './field-type.ts';
import { fieldSpec } from './registry.ts';

/** A value as a list cell or read view shows it, the same for every field of its type. */
export function FieldDisplay(props: DisplayProps<Field>) {
  const spec = fieldSpec(props.field);
  if (spec.Display) return <spec.Display {...props} />;
  return spec.text(props.value, props.field, props.context, props.row);
}
