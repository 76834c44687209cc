import { multiplyMoney, type Money } from '@hesab/domain';

/** A unit a product is counted in: its base unit (one base unit) or a sub-unit of `value` base units (a box of 12). */
export interface ProductUnit {
  id: number;
  name: string;
  value: Money;
}

/** What an invoice's row takes from its product: its units, the unit a row starts in, its price and VAT. */
export interface ProductTerms {
  id: number;
  name: string;
  code: string;
  /** the base unit first, then the sub-units */
  units: ProductUnit[];
  /** the sub-unit marked default, else the base unit; none for a product counted in no unit (a service) */
  defaultUnit: number | null;
  /** per base unit */
  price: Money | null;
  taxPercent: Money | null;
  /** its barcode and its other barcodes */
  barcodes: string[];
}

/** The fee of one `unit` of the product: its price times the base units in the unit. */
export function feeOf(terms: ProductTerms, unit: number | null): Money | null {
  const size = terms.units.find((each) => each.id === unit)?.value ?? '1';
  return terms.price === null ? null : multiplyMoney(terms.price, size);
}
