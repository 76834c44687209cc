import { z } from 'zod';
import { invoiceTypes } from '@hesab/domain';
import { isoDate } from '../../wire-values.ts';

/* What the invoice screens look up beside an invoice (issue 16): a party's last fee, what is left to return, a pre-invoice's sale. */

const recordId = z.coerce.number().int().positive();

/**
 * `GET invoice/lastFee?product&person&type&except`: the row of `product` on the party's latest invoice of `type` (a
 * sale when none), `except` an invoice left out (the one being edited); none when the party never had it.
 */
export const lastFeeQuery = z.object({ product: recordId, person: recordId, type: z.enum(invoiceTypes).default('sell'), except: recordId.optional() });
export const lastFeeRow = z.object({
  invoice: z.number().int(),
  number: z.number().int(),
  date: isoDate,
  /** the unit the fee is of; none for a row without one */
  unit: z.number().int().nullable(),
  fee: z.string(),
});
export type LastFeeRow = z.infer<typeof lastFeeRow>;
export const lastFee = z.object({ data: lastFeeRow.nullable() });

/**
 * `GET invoice/{id}/returnable?except`: of each product of a sale or purchase, what it invoiced, what its returns have
 * taken back (`except` a return left out: the one being edited) and what is left to return, in base units.
 */
export const returnableQuery = z.object({ except: recordId.optional() });
export const returnableItem = z.object({ product: z.number().int(), sold: z.string(), returned: z.string(), left: z.string() });
export type ReturnableItem = z.infer<typeof returnableItem>;
export const returnable = z.object({ data: z.array(returnableItem) });

/** `GET invoice/{id}/conversion`: the sale a pre-invoice was converted into; none while it is open. */
export const presaleConversion = z.object({
  data: z.object({ sale: z.object({ id: z.number().int(), number: z.number().int(), date: isoDate }).nullable() }),
});
export type PresaleConversion = z.infer<typeof presaleConversion>['data'];
