import { z } from 'zod';
import { invoiceDeliveries } from '@hesab/domain';

export { invoiceDeliveries, type InvoiceDelivery } from '@hesab/domain';

/**
 * `GET setting` and `PUT setting` (setting/index): what the business allows its documents. `negative_inventory`: a
 * sale or an issue may take a product's stock in a warehouse below zero; `negative_treasury`: a payment may take a
 * treasury account below zero; `invoice_delivery`: a sale's goods leave with it (`direct`) or by the remittances made
 * against it (`documents`, issue 17), for sales written from then on.
 */
export const businessSettings = z.object({
  name: z.string().trim().min(1).max(249),
  negative_inventory: z.boolean(),
  negative_treasury: z.boolean(),
  invoice_delivery: z.enum(invoiceDeliveries),
});
export type BusinessSettingsValues = z.infer<typeof businessSettings>;
/** A change of any of them; those not sent stay. */
export const businessSettingsUpdate = businessSettings.partial().strict();
