import { z } from 'zod';

/** The longest username the users form takes; a longer one at login is refused before it is looked up or counted. */
export const usernameMaxLength = 60;

export const loginRequest = z.object({
  username: z.string().trim().min(1).max(usernameMaxLength),
  password: z.string().min(1),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const businessSummary = z.object({ key: z.string(), name: z.string() });
export type BusinessSummary = z.infer<typeof businessSummary>;

export const loginResponse = z.object({
  token: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  businesses: z.array(businessSummary),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** The request headers every call after login carries. */
export const sessionHeaders = {
  authorization: 'authorization',
  /** holds the business's app key */
  domain: 'domain',
} as const;
