import { ChoiceControl } from './choice-control.tsx';
import type { FieldOf, FieldTypeSpec, InputProps } from './field-type.ts';

type BooleanLike = FieldOf<'boolean'>;

function BooleanInput({ field, value, onChange, onBlur, label, error, disabled }: InputProps<BooleanLike>) {
  return (
    <ChoiceControl
      kind="checkbox"
      name={field.name}
      label={label}
      checked={value === true}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
    />
  );
}

export const booleanType: FieldTypeSpec<BooleanLike> = {
  empty: () => false,
  text: (value, _field, { t }) => t(value === true ? 'common.yes' : 'common.no'),
  Input: BooleanInput,
  choices: () => [
    { value: true, label: 'common.yes' },
    { value: false, label: 'common.no' },
  ],
};
