import { and, eq } from 'drizzle-orm';
import { planPayment, type Executor } from '@hesab/db';

export type PaymentRecord = typeof planPayment.$inferSelect;
export type NewPayment = Omit<typeof planPayment.$inferInsert, 'id' | 'status' | 'refId' | 'createdAt' | 'paidAt'>;

/** A payment the gateway gave an authority, waiting for the buyer's return; false when the business has one under it already. */
export async function insertPendingPayment(db: Executor, payment: NewPayment): Promise<boolean> {
  const kept = await db.insert(planPayment).values(payment).onConflictDoNothing().returning({ id: planPayment.id });
  return kept.length > 0;
}

/** The payment of an authority, of whichever business: the gateway's return names nothing else. */
export async function paymentByAuthority(db: Executor, authority: string): Promise<PaymentRecord | undefined> {
  const [row] = await db.select().from(planPayment).where(eq(planPayment.authority, authority)).limit(1);
  return row;
}

/** The payment's row locked to the end of the transaction: returns of one payment at once settle it one at a time. */
export async function lockPayment(tx: Executor, payment: Pick<PaymentRecord, 'businessId' | 'id'>): Promise<PaymentRecord | undefined> {
  const [row] = await tx
    .select()
    .from(planPayment)
    .where(and(eq(planPayment.businessId, payment.businessId), eq(planPayment.id, payment.id)))
    .for('update');
  return row;
}

export async function markPaid(tx: Executor, payment: Pick<PaymentRecord, 'businessId' | 'id'>, refId: string): Promise<void> {
  await tx
    .update(planPayment)
    .set({ status: 'paid', refId, paidAt: new Date() })
    .where(and(eq(planPayment.businessId, payment.businessId), eq(planPayment.id, payment.id)));
}
