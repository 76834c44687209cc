import { z } from 'zod';
import { isoDate } from './wire-values.ts';

/*
 * The business's own API keys (web_service, issue 36; setting/webService): `GET api-keys` lists them, `POST api-keys`
 * makes one and answers its secret this once, `DELETE api-keys/{id}` revokes it at once. A key is sent as a bearer
 * token (`Authorization: Bearer hk_…`) with no `domain` header: it names its business, and acts as the member who
 * made it within the permissions it was given.
 */

export const apiKeyInput = z.object({
  name: z.string().trim().min(1).max(100),
  /** what the key may do: permission names, each held by the member making it */
  permissions: z.array(z.string().trim().min(1).max(100)).min(1).max(500),
  /** the last day it works (ISO); none: until revoked */
  expires_on: isoDate.nullable().optional(),
});
export type ApiKeyInput = z.infer<typeof apiKeyInput>;

export const apiKeyRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** the key's first characters, to tell keys apart; the rest is never shown again */
  prefix: z.string(),
  permissions: z.array(z.string()),
  /** who made it */
  user: z.string(),
  created_at: z.string(),
  expires_on: z.string().nullable(),
  revoked_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});
export type ApiKeyRow = z.infer<typeof apiKeyRow>;

export const apiKeyList = z.object({ data: z.array(apiKeyRow) });

/** The answer of `POST api-keys`: the key, with its whole secret shown this one time. */
export const apiKeyCreated = z.object({ data: apiKeyRow.extend({ key: z.string() }), message: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreated>;
