/** A cheque as a row holds it: its values by the field's column names (`sayad`, `amount`, `due`, …). */
export type ChequeValues = Readonly<Record<string, unknown>>;

/** The cheque a value holds, if any. */
export function chequeOf(value: unknown): ChequeValues | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as ChequeValues) : null;
}

/** What tells a cheque at a glance: its Sayad id, then its amount and due date. */
export const chequeGlance = { id: 'sayad', figures: ['amount', 'due'] } as const;
