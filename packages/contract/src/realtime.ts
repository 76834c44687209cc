import { z } from 'zod';
import { invoiceDefinition } from './documents/catalogue/invoices.ts';
import { warehouseDefinitions } from './documents/catalogue/warehouse.ts';

/**
 * The realtime channel (issue 19): one WebSocket per signed-in user and business, telling open screens what changed
 * in their business so they refresh without a reload.
 */
export const realtimePath = '/api/v1/realtime';

/** What changed: a document of a kind (its definition's name), one of them or, for a batch, several. */
export const businessEvent = z.object({
  kind: z.string(),
  action: z.enum(['created', 'updated', 'removed', 'restored', 'changed']),
  /** the document; absent where a batch changed several (made permanent, locked, renumbered, imported) */
  id: z.number().int().optional(),
  /** the variant of a kind that has them (an invoice's type): who may hear of it is who may view that variant */
  variant: z.string().optional(),
});
export type BusinessEvent = z.infer<typeof businessEvent>;

/**
 * The first message a client sends: a browser's WebSocket cannot send headers, and a token in the address would be
 * written to logs, so the bearer token and the business (`domain`, as every request's header) come in the channel.
 */
export const realtimeHello = z.object({ token: z.string().min(1), domain: z.string().min(1) });
export type RealtimeHello = z.infer<typeof realtimeHello>;

/** What the server sends: `ready` once the hello is accepted, then the events. */
export const realtimeMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('event'), event: businessEvent }),
]);
export type RealtimeMessage = z.infer<typeof realtimeMessage>;

/** Why the server closed the channel: no valid hello in time, an unknown token, or no access to the business. */
export const realtimeCloseCodes = { unauthenticated: 4401, noBusinessAccess: 4403 } as const;

/** The kind of the event every member hears when the business's settings change: their init data is stale. */
export const settingsEventKind = 'setting';

/** The kinds whose documents move stock: a screen showing stock (the cashier's) refreshes when one changes. */
export const stockMovingKinds: ReadonlySet<string> = new Set([invoiceDefinition.name, ...Object.values(warehouseDefinitions).map((definition) => definition.name)]);
