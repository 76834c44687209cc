import type { Field, FieldType } from '@hesab/contract';
import { booleanType } from './boolean-type.tsx';
import { chequeTypeOf } from './cheque-type.tsx';
import { colorType } from './color-type.tsx';
import { customFieldsType } from './custom-fields-type.tsx';
import { dateType } from './date-type.tsx';
import type { FieldOf, FieldTypeSpec } from './field-type.ts';
import { moneyType } from './money-type.tsx';
import { numberType } from './number-type.tsx';
import { panelsType } from './panels-type.tsx';
import { passwordType } from './password-type.tsx';
import { percentType } from './percent-type.tsx';
import { permissionsType } from './permissions-type.tsx';
import { referenceType } from './reference-type.tsx';
import { referencesType } from './references-type.tsx';
import { rowsTypeOf } from './rows-type.tsx';
import { selectType } from './select-type.tsx';
import { statusType } from './status-type.tsx';
import { tagsType } from './tags-type.tsx';
import { textareaType, textType } from './text-type.tsx';
import { treasuryType } from './treasury-type.tsx';

/** Every field type's display and input; the compiler insists on an entry for each type the contract has. */
const fieldTypeRegistry: { [T in FieldType]: FieldTypeSpec<FieldOf<T>> } = {
  text: textType,
  textarea: textareaType,
  code: textType,
  number: numberType,
  money: moneyType,
  percent: percentType,
  date: dateType,
  boolean: booleanType,
  status: statusType,
  select: selectType,
  reference: referenceType,
  color: colorType,
  permissions: permissionsType,
  password: passwordType,
  tags: tagsType,
  customFields: customFieldsType,
  references: referencesType,
  rows: rowsTypeOf(fieldSpec),
  panels: panelsType,
  treasury: treasuryType,
  cheque: chequeTypeOf(fieldSpec),
};

export function fieldSpec(field: Field): FieldTypeSpec<Field> {
  return fieldTypeRegistry[field.type];
}
