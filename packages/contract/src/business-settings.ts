import { z } from 'zod';
import { invoiceDeliveries, toLatinDigits } from '@hesab/domain';

export { invoiceDeliveries, type InvoiceDelivery } from '@hesab/domain';

/**
 * `GET setting` and `PUT setting` (setting/index): what the business allows its documents. `negative_inventory`: a
 * sale or an issue may take a product's stock in a warehouse below zero; `negative_treasury`: a payment may take a
 * treasury account below zero; `invoice_delivery`: a sale's goods leave with it (`direct`) or by the remittances made
 * against it (`documents`, issue 17), for sales written from then on.
 */
/** Digits only, Persian and Arabic-Indic read as Latin, of a code the tax authority gives; empty for none. */
const digitCode = (max: number) => z.string().overwrite(toLatinDigits).trim().regex(new RegExp(`^(\\d{1,${String(max)}})?$`), 'invalid-value');

/**
 * What the business's printed documents say of it (issue 18): its economic code, national id (a company's, 11
 * digits), registration number, postal code, address and phone. Each may be empty.
 */
export const businessProfile = z.object({
  economic_code: digitCode(14),
  national_id: digitCode(11),
  registration_number: digitCode(20),
  postal_code: digitCode(10),
  address: z.string().trim().max(500),
  phone: z.string().overwrite(toLatinDigits).trim().regex(/^[\d\s+()-]{0,40}$/, 'invalid-value'),
});
export type BusinessProfile = z.infer<typeof businessProfile>;

export const businessSettings = z.object({
  name: z.string().trim().min(1).max(249),
  negative_inventory: z.boolean(),
  negative_treasury: z.boolean(),
  invoice_delivery: z.enum(invoiceDeliveries),
  ...businessProfile.shape,
});
export type BusinessSettingsValues = z.infer<typeof businessSettings>;
/** A change of any of them; those not sent stay. */
export const businessSettingsUpdate = businessSettings.partial().strict();
