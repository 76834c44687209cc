import type { ResourceRecord } from '@hesab/contract';
import { compareMoney, isMoney, sanitizeMoneyTyping } from '@hesab/domain';
import type { QuickEditValues } from './product-tools-api.ts';

/** The keys of the dialog's numeric keypad, row by row: digits, the point, one digit back, clear. */
export const keypadKeys = ['7', '8', '9', '4', '5', '6', '1', '2', '3', '.', '0', 'back'] as const;
export type KeypadKey = (typeof keypadKeys)[number] | 'clear';

/** The fields the keypad types into; the barcode takes digits only. */
export const quickEditFields = ['barcode', 'price', 'taxPercent', 'discountPercent'] as const;
export type QuickEditField = (typeof quickEditFields)[number];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A list row's values as the dialog starts from. */
export function quickEditValuesOf(row: ResourceRecord): QuickEditValues {
  return { barcode: text(row.barcode), price: text(row.price), taxPercent: text(row.taxPercent), discountPercent: text(row.discountPercent) };
}

/** A field's text after typing: amounts keep what an amount of `precision` may hold, a barcode is as typed. */
export function typeInto(field: QuickEditField, typed: string, precision: number): string {
  return field === 'barcode' ? typed : sanitizeMoneyTyping(typed, field === 'price' ? precision : 4);
}

/** A keypad press on a field's text. */
export function pressKey(field: QuickEditField, current: string, key: KeypadKey, precision: number): string {
  if (key === 'clear') return '';
  if (key === 'back') return current.slice(0, -1);
  return typeInto(field, current + key, precision);
}

/** Spec 01 section 5: the price must be given and not zero (pleasEnterPrice). */
export function isPriceMissing(price: string): boolean {
  const amount = price.replace(/\.$/, '');
  return !isMoney(amount) || compareMoney(amount, '0') <= 0;
}

/** The call's values: empty percents are left for the product to keep, a trailing point dropped. */
export function quickEditQueryOf(values: QuickEditValues): Partial<QuickEditValues> & { price: string } {
  const amount = (value: string) => value.replace(/\.$/, '') || undefined;
  return {
    barcode: values.barcode.trim(),
    price: values.price.replace(/\.$/, ''),
    taxPercent: amount(values.taxPercent),
    discountPercent: amount(values.discountPercent),
  };
}
