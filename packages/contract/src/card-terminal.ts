import { z } from 'zod';
import { decimalAmount } from './wire-values.ts';

/*
 * A card payment at the cashier (issue 19, spec 02 section 7): `GET invoice?pos=active&posData&amount` asks the
 * terminal to take the amount and answers as the terminals' own services do, `{IsSuccess, ErrorDescription}`.
 */

/** What `posData` carries, as JSON: which terminal of which bank account, and what the terminal's slip says. */
export const terminalPayment = z.object({
  /** the bank account the terminal settles into */
  bank: z.coerce.number().int().positive(),
  /** the terminal id, as the bank account's terminals list it */
  terminal: z.string().trim().min(1),
  /** the approval (reference) and trace numbers of the slip: typed by the cashier with the manual driver */
  approval: z.string().trim().optional(),
  trace: z.string().trim().optional(),
});
export type TerminalPayment = z.infer<typeof terminalPayment>;

export const terminalQuery = z.object({
  pos: z.literal('active'),
  /** a `TerminalPayment` as JSON */
  posData: z.string().min(1),
  amount: decimalAmount(),
});

export const terminalAnswer = z.object({
  IsSuccess: z.boolean(),
  /** why the payment failed, in the cashier's language; null when it succeeded */
  ErrorDescription: z.string().nullable(),
});
export type TerminalAnswer = z.infer<typeof terminalAnswer>;
