import { z } from 'zod';

export const profileResponse = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  lang: z.enum(['fa', 'en', 'ar', 'ku']),
  /** confirmed at sign-up (issue 20); a forgotten password's code goes to it */
  mobile: z.string().nullable(),
  /** where a forgotten password's link goes */
  email: z.string().nullable(),
});
export type ProfileResponse = z.infer<typeof profileResponse>;

/** Changing the password needs the current one; an empty `password` leaves it as it is. */
export const profileUpdate = z
  .object({
    name: z.string().trim().min(1).max(249),
    lang: z.enum(['fa', 'en', 'ar', 'ku']),
    /** empty: none; unsent: as it is */
    email: z.union([z.literal(''), z.email()]).optional(),
    currentPassword: z.string().optional(),
    password: z.string().min(8).optional(),
    passwordConfirmation: z.string().optional(),
  })
  .refine((v) => v.password === undefined || v.password === v.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: 'passwords-do-not-match',
  });
export type ProfileUpdate = z.infer<typeof profileUpdate>;
