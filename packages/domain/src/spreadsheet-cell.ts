import { isMoney, parseMoney } from './money.ts';

/** Spec 02: "Excel numeric cells count as numbers only if their length is 20 or less". */
const maxNumericLength = 20;

/**
 * A numeric cell of a read sheet as text: its plain decimal (never an exponent) when that is 20 characters or
 * fewer and says the value exactly, so it reads as the number it is; a longer one is no number (a 22-digit "amount" Excel already rounded),
 * so it stays in Excel's own exponent form, which no amount or count accepts.
 */
export function numericCellText(value: number): string {
  const plain = value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  // A plain text that is not the value (1.5e-25 rounded to "0") is no reading of it either.
  return Number.isFinite(value) && plain.length <= maxNumericLength && Number(plain) === value ? plain : value.toExponential();
}

function holdsExactly(double: number, canonical: string): boolean {
  try {
    return parseMoney(String(double)) === canonical;
  } catch {
    // String() wrote an exponent ("1e-7"), which is no plain decimal
    return false;
  }
}

/**
 * An amount as an Excel cell: a number when it is short enough and a double holds it exactly (so Excel can sum
 * it), otherwise the exact decimal text, never a rounded number.
 */
export function amountCell(value: unknown): string | number {
  if (!isMoney(value)) return '';
  const canonical = parseMoney(value);
  if (canonical.length > maxNumericLength) return canonical;
  const double = Number(canonical);
  return holdsExactly(double, canonical) ? double : canonical;
}
