import { z } from 'zod';

export const profileResponse = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  lang: z.enum(['fa', 'en', 'ar', 'ku']),
});
export type ProfileResponse = z.infer<typeof profileResponse>;

/** Changing the password needs the current one; an empty `password` leaves it as it is. */
export const profileUpdate = z
  .object({
    name: z.string().trim().min(1).max(249),
    lang: z.enum(['fa', 'en', 'ar', 'ku']),
    currentPassword: z.string().optional(),
    password: z.string().min(8).optional(),
    passwordConfirmation: z.string().optional(),
  })
  .refine((v) => v.password === undefined || v.password === v.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: 'passwords-do-not-match',
  });
export type ProfileUpdate = z.infer<typeof profileUpdate>;
