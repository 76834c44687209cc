import { addMoney, compareMoney, isMoney, isZeroMoney, sumMoney, subtractMoney, type Money } from './money.ts';

/**
 * One line of a journal: a given account, an optional detail account, and either a debit or a credit.
 * Foreign-currency lines also carry the currency, its amount and the rate that turned it into `debit`/`credit`.
 */
export interface JournalLine {
  accountId: number;
  detailId?: number | null;
  debit: Money;
  credit: Money;
  description?: string | null;
  foreign?: { currencyId: number; amount: Money; rate: Money } | null;
}

/** What a posting document hands the ledger (ARCHITECTURE.md section 3): its lines and what they are for. */
export interface JournalDraft {
  date: string;
  description: string | null;
  lines: JournalLine[];
}

/** Why a draft cannot post; `line` is the 0-based index of the offending line where there is one. */
export type JournalProblem =
  | { kind: 'no-lines' }
  | { kind: 'line-amount-invalid'; line: number }
  | { kind: 'line-both-sides'; line: number }
  | { kind: 'line-empty'; line: number }
  | { kind: 'unbalanced'; debit: Money; credit: Money };

export class UnbalancedJournalError extends Error {
  override readonly name = 'UnbalancedJournalError';
  constructor(readonly problems: JournalProblem[]) {
    super(`The journal cannot post: ${problems.map((p) => p.kind).join(', ')}`);
  }
}

export function journalTotals(lines: readonly JournalLine[]): { debit: Money; credit: Money } {
  return { debit: sumMoney(lines.map((l) => l.debit)), credit: sumMoney(lines.map((l) => l.credit)) };
}

/**
 * Every problem of a draft, checked with exact decimals: at least two sides, each line non-negative with
 * exactly one side above zero, and debits equal to credits.
 */
export function journalProblems(draft: JournalDraft): JournalProblem[] {
  const problems: JournalProblem[] = [];
  if (draft.lines.length === 0) return [{ kind: 'no-lines' }];
  draft.lines.forEach((line, index) => {
    if (!isMoney(line.debit) || !isMoney(line.credit) || line.debit.startsWith('-') || line.credit.startsWith('-')) {
      problems.push({ kind: 'line-amount-invalid', line: index });
    } else if (!isZeroMoney(line.debit) && !isZeroMoney(line.credit)) {
      problems.push({ kind: 'line-both-sides', line: index });
    } else if (isZeroMoney(line.debit) && isZeroMoney(line.credit)) {
      problems.push({ kind: 'line-empty', line: index });
    }
  });
  if (problems.length > 0) return problems;
  const { debit, credit } = journalTotals(draft.lines);
  if (compareMoney(debit, credit) !== 0) problems.push({ kind: 'unbalanced', debit, credit });
  return problems;
}

/** Throws unless the draft can post; the ledger calls it before writing a single line. */
export function assertBalanced(draft: JournalDraft): void {
  const problems = journalProblems(draft);
  if (problems.length > 0) throw new UnbalancedJournalError(problems);
}

/** The reversing journal: each line with its sides swapped, so that the pair nets every account to zero. */
export function reverseJournal(draft: JournalDraft, date: string, description: string | null): JournalDraft {
  return {
    date,
    description,
    lines: draft.lines.map((line) => ({ ...line, debit: line.credit, credit: line.debit })),
  };
}

/** Net balance (debit minus credit) per account and detail account: `accountId` or `accountId:detailId`. */
export function balancesOf(lines: readonly JournalLine[]): Map<string, Money> {
  const balances = new Map<string, Money>();
  for (const line of lines) {
    const key = line.detailId ? `${line.accountId}:${line.detailId}` : String(line.accountId);
    balances.set(key, addMoney(balances.get(key) ?? '0', subtractMoney(line.debit, line.credit)));
  }
  return balances;
}
