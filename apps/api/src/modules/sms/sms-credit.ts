import type { Executor } from '@hesab/db';
import { BusinessRuleError } from '../../http/errors.ts';
import { spendSmsCredit } from '../tenancy/index.ts';
import type { SmsMessage, SmsProvider } from './sms-provider.ts';

/**
 * Takes one message from the business's SMS credit and sends it, in the caller's transaction: a failed send rolls
 * the credit back. The decrement is one conditional update, so concurrent sends never take the credit below zero.
 */
export async function sendOnCredit(tx: Executor, provider: SmsProvider, message: SmsMessage & { businessId: number }): Promise<void> {
  if (!(await spendSmsCredit(tx, message.businessId))) throw new BusinessRuleError('sms-credit-empty');
  await provider.send(message);
}
