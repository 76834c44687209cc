import { compareMoney, formatMobile, isMoney, isolateBidi } from '@hesab/domain';
import type { PickerItem } from './picker-api.ts';

/** At most this many chips show in a multiple picker, then one "+N" chip (spec 01 section 9). */
export const maxPickerChips = 2;

export function splitChips<T>(values: readonly T[], max: number = maxPickerChips): { shown: T[]; hidden: number } {
  return { shown: values.slice(0, max), hidden: Math.max(0, values.length - max) };
}

/** The theme colour of a row on phones (spec 01 section 4): red above 0 (debtor), green below 0, else primary. */
export function remainColor(remain: string | null): 'error.main' | 'success.main' | 'primary.main' {
  if (remain === null || !isMoney(remain)) return 'primary.main';
  const sign = compareMoney(remain, '0');
  if (sign > 0) return 'error.main';
  if (sign < 0) return 'success.main';
  return 'primary.main';
}

/** The line under a person's name: its mobile and its phone, whichever it has; null for other kinds. */
export function contactLine(item: Pick<PickerItem, 'mobile' | 'phone'>): string | null {
  const mobile = typeof item.mobile === 'string' && item.mobile !== '' ? formatMobile(item.mobile) : null;
  const numbers = [mobile, item.phone].filter((text): text is string => typeof text === 'string' && text !== '');
  // Each number reads left to right as one run, whatever the line's direction.
  return numbers.length > 0 ? numbers.map((text) => isolateBidi(text, 'ltr')).join(' · ') : null;
}

/** The listbox's max height: `maxHeight` px, or MUI's own (40% of the screen) when 0 or on a phone. */
export function listMaxHeight(maxHeight: number, isPhone: boolean): number | undefined {
  return isPhone || maxHeight <= 0 ? undefined : maxHeight;
}
