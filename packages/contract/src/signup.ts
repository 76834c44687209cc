import { normalizeMobile, toLatinDigits } from '@hesab/domain';
import { z } from 'zod';
import { loginResponse, usernameMaxLength } from './auth.ts';
import { isoDate } from './wire-values.ts';

/*
 * A business of one's own (issue 20): sign-up by a mobile number confirmed with a code sent by SMS, a first (and
 * any further) business, and a forgotten password reset by a code sent by SMS or a link sent by e-mail.
 */

/** An Iranian mobile number in any form people write it; stored without prefix and leading zero (9121234567). */
export const mobileNumber = z.string().transform((value, context) => {
  const mobile = normalizeMobile(value);
  if (mobile !== null) return mobile;
  context.addIssue({ code: 'custom', message: 'invalid-mobile' });
  return z.NEVER;
});

/** A one-time code as typed: its digits (Persian and Arabic ones read as Latin). */
export const oneTimeCode = z.string().overwrite(toLatinDigits).trim().regex(/^\d{4,8}$/, 'invalid-code');

/** How long a code sent by SMS may be typed, and a reset link followed. */
export const oneTimeCodeMinutes = 5;
export const resetLinkMinutes = 60;

/** A username of letters, digits, `.`, `_` and `-`, starting with a letter. */
export const newUsername = z
  .string()
  .trim()
  .min(3)
  .max(usernameMaxLength)
  .regex(/^[A-Za-z][\w.-]*$/, 'invalid-username');

export const newPassword = z.string().min(8).max(200);

/** `POST register/code`: sends a sign-up code to the number (throttled per number and per address). */
export const registerCodeRequest = z.object({ mobile: mobileNumber });

/** `POST register`: the account, once its number is confirmed; answers as login does, with no business yet. */
export const registerRequest = z.object({ mobile: mobileNumber, code: oneTimeCode, username: newUsername, password: newPassword });
export const registerResponse = loginResponse;

/** Kinds of activity a business names at sign-up: what it mostly does. */
export const businessActivities = ['trade', 'retail', 'services', 'manufacturing', 'restaurant', 'contracting', 'other'] as const;
export type BusinessActivity = (typeof businessActivities)[number];

/**
 * `POST business`: a new business of the caller's, who becomes its administrator. `yearStart` is the day (ISO; the
 * web picks it on the Jalali calendar) its first financial year starts on, the year running a Jalali year from it.
 * `currency` names the money it counts in, with `decimals` (0 for the rial).
 */
export const newBusinessRequest = z.object({
  name: z.string().trim().min(1).max(249),
  currency: z.string().trim().min(1).max(40),
  decimals: z.number().int().min(0).max(4),
  yearStart: isoDate,
  activity: z.enum(businessActivities),
});
export type NewBusinessRequest = z.infer<typeof newBusinessRequest>;
export const newBusinessResponse = z.object({ key: z.string(), name: z.string() });

/** `GET business`: the caller's businesses, as login answers them. */
export const businessListResponse = loginResponse.shape.businesses;

/**
 * `POST password/forgot`: who forgot. A code goes by SMS to the account's mobile, and a link by e-mail to its
 * address, those it has; the answer is the same whether or not such an account exists.
 */
export const passwordForgotRequest = z
  .object({ username: z.string().trim().max(usernameMaxLength), mobile: mobileNumber, email: z.email() })
  .partial()
  .refine((value) => value.username !== undefined || value.mobile !== undefined || value.email !== undefined, 'forgot-who');

/**
 * `POST password/reset`: the new password with the code sent by SMS, or the token of the e-mailed link. A code is
 * short, so the number (or username) it was sent for may come with it, and the code is then that account's alone.
 */
export const passwordResetRequest = z
  .object({
    code: oneTimeCode.optional(),
    token: z.string().trim().min(20).max(200).optional(),
    mobile: mobileNumber.optional(),
    username: z.string().trim().max(usernameMaxLength).optional(),
    password: newPassword,
  })
  .refine((value) => (value.code === undefined) !== (value.token === undefined), { path: ['code'], message: 'code-or-token' });
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;
