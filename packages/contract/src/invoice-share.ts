import { z } from 'zod';
import { businessProfile } from './business-settings.ts';

/* An invoice's public link (issue 18): `POST invoice/{id}/share` makes or answers it, `DELETE invoice/{id}/share`
   revokes it, and `GET public/invoice/{token}` is what the page at the link (/pi/{token}, /print/invoice/{token})
   reads, without a login. */

/** `POST invoice/{id}/share`: the link a customer opens; the same one until it is revoked. */
export const invoiceShareLink = z.object({ url: z.string(), token: z.string() });

/** A party as its invoice prints it. */
export const partyOnPaper = z.object({
  name: z.string(),
  financial_code: z.string().nullable(),
  national_id: z.string().nullable(),
  national_code: z.string().nullable(),
  postal_code: z.string().nullable(),
  mobile: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type PartyOnPaper = z.infer<typeof partyOnPaper>;

/** `GET public/invoice/{token}`: one invoice as its printout shows it, and the seller as its documents name it. */
export const publicInvoice = z.object({
  /** `logo`: a signed link to the business's logo, or null */
  business: businessProfile.extend({ name: z.string(), logo: z.string().nullable() }),
  /** the business's calendar: 'fa' prints Jalali dates */
  date_locale: z.string(),
  /** the business writes Persian with Latin digits (its iranSansEnNum), as its own pages do */
  latin_digits: z.boolean(),
  /** the invoice's money: its own currency where it has one, else the business's */
  currency: z.object({ name: z.string(), decimal: z.number().int() }),
  invoice: z.record(z.string(), z.unknown()),
  party: partyOnPaper.nullable(),
});
export type PublicInvoice = z.infer<typeof publicInvoice>;

/*
 * Online payment of a shared invoice (issue 36), where the business has `onlineInvoice` on and names the bank account
 * its gateway pays into (`gateway`): the page at /cashPayment/invoice/{token} reads `GET public/invoice/{token}/payment`,
 * `POST` it to be sent to the gateway, and the gateway sends the customer back to /cashPayment/verify, which reads
 * `GET public/invoicePayment/verify?Authority&Status`.
 */

/** What is left to pay of the invoice online, and whether it can be paid so. */
export const invoicePaymentStanding = z.object({
  available: z.boolean(),
  /** the invoice's payable less what was paid at it and online */
  remaining: z.string(),
  paid_online: z.string(),
});
export type InvoicePaymentStanding = z.infer<typeof invoicePaymentStanding>;

export const invoicePaymentRedirect = z.object({ redirect: z.string() });

export const invoicePaymentReturn = z.object({ Authority: z.string().min(1).max(64), Status: z.enum(['OK', 'NOK']) });

/** Where a returned payment stands: paid (its reference and the receipt written for it) or not, and the invoice's link. */
export const invoicePaymentOutcome = z.object({
  paid: z.boolean(),
  amount: z.string(),
  ref_id: z.string().nullable(),
  receipt: z.number().int().nullable(),
  token: z.string(),
  message: z.string(),
});
export type InvoicePaymentOutcome = z.infer<typeof invoicePaymentOutcome>;
