import type { ResourceRecord } from '@hesab/contract';

/** The symbologies a label carries (spec 01 section 2: product/barcode and labelprint). */
export const labelSymbologies = ['code128', 'qr'] as const;
export type LabelSymbology = (typeof labelSymbologies)[number];

/** What a label may show beside its barcode, in the order it shows them. */
export const labelFields = ['name', 'code', 'barcodeText', 'price'] as const;
export type LabelField = (typeof labelFields)[number];

/** Labels of one product at most, so a slip of the keyboard does not print a ream. */
export const maxLabelsPerProduct = 500;

/** A product chosen for labels and how many of its labels to print. */
export interface LabelItem {
  product: number;
  name: string;
  code: string;
  /** what the barcode encodes: the product's barcode, else its code */
  value: string;
  price: string | null;
  count: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A product record (`GET products/{id}/edit`) as one label. */
export function labelItemOf(record: ResourceRecord): LabelItem {
  const barcode = text(record.barcode).trim();
  return {
    product: Number(record.id),
    name: text(record.name),
    code: text(record.code),
    value: barcode === '' ? text(record.code) : barcode,
    price: typeof record.price === 'string' ? record.price : null,
    count: 1,
  };
}

/** A typed count: a whole number from 1 to the maximum, anything else 1. */
export function labelCountOf(typed: string): number {
  const count = Math.trunc(Number(typed));
  return Number.isFinite(count) && count >= 1 ? Math.min(count, maxLabelsPerProduct) : 1;
}

/** Adds a product, or one more label of a product already chosen. */
export function addLabelItem(items: readonly LabelItem[], item: LabelItem): LabelItem[] {
  return items.some((each) => each.product === item.product)
    ? items.map((each) => (each.product === item.product ? { ...each, count: labelCountOf(String(each.count + 1)) } : each))
    : [...items, item];
}

/** The sheet: each product's label as many times as asked, in the order chosen. */
export function sheetLabels(items: readonly LabelItem[]): LabelItem[] {
  return items.flatMap((item) => Array.from({ length: item.count }, () => item));
}

/** The labels page by page, as many on each as the stock holds (one on a roll's page). */
export function labelPages<Label>(labels: readonly Label[], perPage: number): Label[][] {
  const pages: Label[][] = [];
  for (let start = 0; start < labels.length; start += perPage) pages.push(labels.slice(start, start + perPage));
  return pages;
}
