import { lastFee, presaleConversion, productCost, proposedFee, reservedItem, returnable, type InvoiceType, type ProposedFeeQuery } from '@hesab/contract';
import { z } from 'zod';
import { api } from '../../shared/api/client.ts';
import type { ProductTerms } from './product-terms.ts';

/* What the invoice screens look up beside an invoice (issue 16). */

export const invoiceLookupKeys = {
  lastFee: (product: number, person: number, type: InvoiceType, except: number | undefined) => ['invoices', 'last-fee', product, person, type, except] as const,
  cost: (product: number, date: string) => ['invoices', 'cost', product, date] as const,
  returnable: (id: number, except: number | undefined) => ['invoices', 'returnable', id, except] as const,
  conversion: (id: number) => ['invoices', 'conversion', id] as const,
  reserved: (product: number | null, entrepot: number | null) => ['invoices', 'reserved', product, entrepot] as const,
};

/** `GET invoice/lastFee`: the product's row on the party's latest invoice of the type, none when it never had it. */
export const fetchLastFee = async (product: number, person: number, type: InvoiceType, except: number | undefined, signal?: AbortSignal) =>
  (await api.get('invoice/lastFee', lastFee, { product, person, type, except }, signal)).data;

/** `GET products/{id}/cost?date`: what the product's method issues the next unit at on the date. */
export const fetchProductCost = (product: number, date: string, signal?: AbortSignal) => api.get(`products/${String(product)}/cost`, productCost, { date }, signal);

/** `GET invoice/{id}/returnable`: what is left to return of each product of a sale or purchase, `except` the return edited. */
export const fetchReturnable = async (id: number, except: number | undefined, signal?: AbortSignal) =>
  (await api.get(`invoice/${String(id)}/returnable`, returnable, { except }, signal)).data;

/** `GET invoice/{id}/conversion`: the sale a pre-invoice became, none while it is open. */
export const fetchConversion = async (id: number, signal?: AbortSignal) => (await api.get(`invoice/${String(id)}/conversion`, presaleConversion, undefined, signal)).data;

/** `POST invoice/{id}/convert`: the pre-invoice made a sale with its rows; 420 once it has been converted. */
export const convertPresale = (id: number) =>
  api.post(`invoice/${String(id)}/convert`, {}, z.object({ id: z.number().int(), number: z.number().int(), message: z.string() }));

/** `GET invoice/reserved?product&entrepot` (sell/reserved/items): what open pre-invoices reserve, row by row. */
export const fetchReserved = async (product: number | null, entrepot: number | null, signal?: AbortSignal) =>
  (await api.get('invoice/reserved', z.object({ data: z.array(reservedItem) }), { product: product ?? undefined, entrepot: entrepot ?? undefined }, signal)).data;

/** The invoice types `GET invoice/proposedFee` proposes a fee for. */
export type ProposingType = ProposedFeeQuery['type'];

/**
 * A product's terms on an invoice of `type` to `person` in `branch`, with its price as `GET invoice/proposedFee`
 * proposes a base unit of it: on a sale, where one of its pricing rows fits (the party's category, the branch), else its
 * own price; on a purchase, the last purchase's fee, none where it was never bought (never the selling price).
 */
export async function withProposedPrice(type: ProposingType, terms: ProductTerms, person: number | null, branch: number | null, signal?: AbortSignal): Promise<ProductTerms> {
  const { data } = await api.get('invoice/proposedFee', proposedFee, { type, product: terms.id, person: person ?? undefined, branch: branch ?? undefined }, signal);
  if (type === 'purchase' || type === 'returnPurchase') return { ...terms, price: data.fee };
  return data.from === null || data.fee === null ? terms : { ...terms, price: data.fee };
}
