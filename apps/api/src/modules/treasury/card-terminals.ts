import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { terminalPayment, terminalQuery, type TerminalAnswer, type TerminalPayment } from '@hesab/contract';
import { bankAccount, type Database } from '@hesab/db';
import { isZeroMoney, parseMoney, toLatinDigits, type Money } from '@hesab/domain';
import { translateServerMessage, type ServerMessageKey } from '@hesab/i18n';
import type { MemberAccess } from '../../http/access.ts';
import { requireMember } from '../../http/request-context.ts';
import { allowedAccounts } from './financial-access.ts';

/** A card payment as a terminal is asked to take it. */
export interface TerminalCharge {
  bank: number;
  terminal: string;
  amount: Money;
  approval?: string;
  trace?: string;
}

/** Why a terminal did not take a payment, as a message the cashier reads. */
export type TerminalOutcome = { taken: true } | { taken: false; reason: ServerMessageKey };

/**
 * A kind of card terminal: the bank's device a payment goes through. A driver for a terminal on the network (the
 * banks' PC-POS protocols) sends it the amount and waits for the card; the manual one below is the counter's
 * terminal that is not connected, whose slip the cashier copies.
 */
export interface TerminalDriver {
  charge(charge: TerminalCharge): Promise<TerminalOutcome>;
}

/** An approval or trace number as slips print them: digits, 4 to 20 of them. */
const slipNumber = /^\d{4,20}$/;

/**
 * The default driver: the terminal stands apart from the till, the cashier runs the card on it and types the slip's
 * approval and trace numbers, which the sale keeps to match the bank's statement. Without both the payment is not
 * taken: a card sale that no slip backs cannot be reconciled.
 */
export const manualTerminal: TerminalDriver = {
  charge: ({ approval, trace }) => {
    if (!approval || !slipNumber.test(toLatinDigits(approval))) return Promise.resolve({ taken: false, reason: 'terminal-approval-required' });
    if (!trace || !slipNumber.test(toLatinDigits(trace))) return Promise.resolve({ taken: false, reason: 'terminal-trace-required' });
    return Promise.resolve({ taken: true });
  },
};

/** Whether the terminal is one of an active bank account of the business the member may take payments into. */
async function terminalExists(db: Database, request: FastifyRequest, payment: TerminalPayment): Promise<boolean> {
  const member = requireMember(request);
  const [bank] = await db
    .select({ terminals: bankAccount.terminals })
    .from(bankAccount)
    .where(and(eq(bankAccount.businessId, member.businessId), eq(bankAccount.id, payment.bank), eq(bankAccount.status, 'active'), allowedAccounts(member, bankAccount)));
  const wanted = toLatinDigits(payment.terminal);
  return bank?.terminals.some((row) => toLatinDigits(row.terminal) === wanted) ?? false;
}

function readPayment(posData: string): TerminalPayment | null {
  try {
    const parsed = terminalPayment.safeParse(JSON.parse(posData));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * `GET invoice?pos=active&posData&amount` (spec 02 section 7): a card payment at the cashier, answered as
 * `{IsSuccess, ErrorDescription}` whether the terminal took it or not; only a request that is not one (no amount,
 * posData that is not JSON) is a 422. `access`: who may take payments, those who may make sales.
 */
export function cardTerminalCommand(access: MemberAccess, driver: TerminalDriver = manualTerminal) {
  return {
    access,
    handler: async (request: FastifyRequest, db: Database): Promise<TerminalAnswer> => {
      const query = terminalQuery.parse(request.query);
      const payment = readPayment(query.posData);
      const refused = (reason: ServerMessageKey): TerminalAnswer => ({ IsSuccess: false, ErrorDescription: translateServerMessage(request.lang, reason) });
      if (!payment) return refused('terminal-not-found');
      const amount = parseMoney(query.amount);
      if (isZeroMoney(amount)) return refused('terminal-amount-invalid');
      if (!(await terminalExists(db, request, payment))) return refused('terminal-not-found');
      const outcome = await driver.charge({ ...payment, amount });
      return outcome.taken ? { IsSuccess: true, ErrorDescription: null } : refused(outcome.reason);
    },
  };
}
