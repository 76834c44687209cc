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
  /** the invoice's money: its own currency where it has one, else the business's */
  currency: z.object({ name: z.string(), decimal: z.number().int() }),
  invoice: z.record(z.string(), z.unknown()),
  party: partyOnPaper.nullable(),
});
export type PublicInvoice = z.infer<typeof publicInvoice>;
