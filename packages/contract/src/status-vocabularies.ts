/*
 * The status vocabularies spec 02 section 4 names (labels only; their transitions are not specified), for the modules
 * that will keep them: a shop's orders, invoices sent to the tax authority, and an academy's sessions. Each value's
 * label is `statusLabels.<vocabulary>.<value>` in the web catalogues.
 */

export const orderStatuses = ['pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded', 'failed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const taxInvoiceStates = ['pending', 'success', 'failed'] as const;
export type TaxInvoiceState = (typeof taxInvoiceStates)[number];

export const sessionStates = ['done', 'not-held', 'cancelled'] as const;
export type SessionState = (typeof sessionStates)[number];

/** Each vocabulary by the catalogue group that labels it. */
export const statusVocabularies = { order: orderStatuses, taxInvoice: taxInvoiceStates, session: sessionStates } as const;
