import { isMoney, toLatinDigits, type Money } from '@hesab/domain';
import { api, type ResponseSchema } from '../../shared/api/client.ts';
import { isRecord, pageOf, readFields, readId, readOptionalId, readOptionalText, readText } from '../../shared/api/wire.ts';
import { fetchPickerItem } from '../../shared/picker/picker-api.ts';
import type { ProductTerms } from './product-terms.ts';

/** A product record as `GET products` and `GET products/{id}/edit` answer it, before its sub-units are named. */
interface ProductRecord extends Omit<ProductTerms, 'units' | 'defaultUnit'> {
  unit: { id: number; name: string } | null;
  subUnits: { id: number; value: Money; default: boolean }[];
}

const moneyOf = (value: unknown): Money | null => (isMoney(value) ? value : null);

function readProduct(value: unknown): ProductRecord {
  const fields = readFields(value, 'a product');
  const unit = readOptionalId(fields.unit);
  const subUnits = (Array.isArray(fields.units) ? fields.units : []).filter(isRecord).flatMap((row) => {
    const id = readOptionalId(row.unit);
    const size = moneyOf(row.value);
    return id === null || size === null ? [] : [{ id, value: size, default: row.default === true }];
  });
  const barcodes = (Array.isArray(fields.barcodes) ? fields.barcodes : []).filter(isRecord).map((row) => readText(row.value));
  return {
    id: readId(fields.id),
    name: readText(fields.name),
    code: readText(fields.code),
    unit: unit === null ? null : { id: unit, name: readOptionalText(fields.unit_label) ?? `#${unit}` },
    subUnits,
    price: moneyOf(fields.price),
    taxPercent: moneyOf(fields.taxPercent),
    barcodes: [readText(fields.barcode), ...barcodes].filter((code) => code !== ''),
  };
}

const productRecord: ResponseSchema<ProductRecord> = { parse: readProduct };
const productPage = pageOf(readProduct);

/** The record with its sub-units named (`getdetail?select=unit&id`: a product's units are ids on its record). */
async function termsOf(record: ProductRecord, signal = new AbortController().signal): Promise<ProductTerms> {
  const { unit, subUnits, ...rest } = record;
  const named = await Promise.all(
    subUnits.map(async (sub) => {
      const item = await fetchPickerItem('unit', sub.id, signal);
      return { id: sub.id, name: item?.name ?? `#${sub.id}`, value: sub.value };
    }),
  );
  return {
    ...rest,
    units: [...(unit ? [{ ...unit, value: '1' }] : []), ...named],
    defaultUnit: subUnits.find((sub) => sub.default)?.id ?? unit?.id ?? null,
  };
}

/** The cache of a product's terms, shared by a row's product and unit cells. */
export const productTermsKey = (id: number) => ['invoices', 'product-terms', id] as const;

/** `GET products/{id}/edit`, with its sub-units' names. */
export async function fetchProductTerms(id: number, signal?: AbortSignal): Promise<ProductTerms> {
  return termsOf(await api.get(`products/${id}/edit`, productRecord, undefined, signal), signal);
}

/**
 * The product a scanned or typed code names: `GET products?search` finds by name, code or barcode; of what it finds,
 * the one whose barcode is the code, else the one whose code it is. Persian digits read as Latin ones.
 */
export async function findProductByCode(typed: string): Promise<ProductTerms | null> {
  const code = toLatinDigits(typed.trim());
  const found = (await api.get('products', productPage, { search: code, perPage: 50 })).data;
  const product = found.find((record) => record.barcodes.includes(code)) ?? found.find((record) => record.code === code);
  return product ? termsOf(product) : null;
}
