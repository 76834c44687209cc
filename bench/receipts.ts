// npm run bench:receipts — receipts (the `receive` document) posted a second, on PGlite and PostgreSQL, beside a
// baseline of manual accounting documents carrying the very same journal lines, measured in the same run.
// Each receipt has three rows (a bank account with a fee, a cash box, a petty cash fund) from one of many persons:
// six journal lines. Both kinds post through their document store as their POST route does after validation.
// BENCH_RECEIPTS (default 5,000) receipts, and as many baseline documents; BENCH_PERSONS (default 1,000).
// Prints figures; asserts nothing.
import { accountingDocumentDefinition, receiveDefinition } from '@hesab/contract';
import type { Connection } from '@hesab/db';
import { systemAccountsOf } from '@hesab/domain';
import { accountingDocumentBinding, loadSystemAccounts } from '../apps/api/src/modules/accounting/index.ts';
import { journalOriginsOf } from '../apps/api/src/modules/documents/index.ts';
import { receiveBinding } from '../apps/api/src/modules/treasury/index.ts';
import { appRegistry, asPosted, recordMaker, referenceTablesOf, type Made } from './documents.ts';
import { benchBusiness, days, isoDay, onEachEngine, postAll, postingFigures, random, together, type Posted } from './posting.ts';

const receipts = Number(process.env.BENCH_RECEIPTS ?? 5000);
const persons = Number(process.env.BENCH_PERSONS ?? 1000);
/** Accounts of each treasury kind the receipts spread over. */
const accountsOfKind = 10;
/** Receipts and baseline take turns, so that the VM's drift over the run falls on both alike. */
const rounds = 2;

/** One receipt's content, from which both the receipt and its baseline twin are written. */
interface Spec {
  date: string;
  person: Made;
  bank: Made;
  cash: Made;
  petty: Made;
  amounts: [number, number, number];
  fee: number;
}

async function bench(name: string, connection: Connection, concurrency: number): Promise<void> {
  const { db } = connection;
  const { businessId, actor } = await benchBusiness(connection, `receipts-${name}`);
  const registry = await appRegistry(connection);
  const make = recordMaker(connection, registry, actor, concurrency);
  const people = await make('customer', persons, (i) => ({ firstname: `شخص ${i + 1}`, lastname: 'آزمایشی' }));
  const banks = await make('bank', accountsOfKind, (i) => ({ name: `بانک ${i + 1}` }));
  const cashes = await make('cash', accountsOfKind, (i) => ({ name: `صندوق ${i + 1}` }));
  const petties = await make('petty', accountsOfKind, (i) => ({ name: `تنخواه ${i + 1}` }));
  const account = systemAccountsOf(await loadSystemAccounts(db, businessId), ['bank', 'cash', 'petty', 'receivable', 'bankCharges']);

  /** The same receipts, in the same order, for either kind: a generator of its own each. */
  const specs = () => {
    const next = random(42);
    const pick = <T>(from: readonly T[]) => from[Math.floor(next() * from.length)]!;
    const amount = () => Math.floor(next() * 10_000_000) + 1;
    return (n: number): Spec => ({
      date: isoDay(Math.floor((n / receipts) * days)),
      person: pick(people),
      bank: pick(banks),
      cash: pick(cashes),
      petty: pick(petties),
      amounts: [amount(), amount(), amount()],
      fee: Math.floor(next() * 10_000) + 1,
    });
  };

  const receipt = (spec: Spec) =>
    asPosted(receiveDefinition, {
      date: spec.date,
      person: spec.person.id,
      rows: [
        { bank: spec.bank.id, amount: String(spec.amounts[0]), fee: String(spec.fee), tracking: '123456' },
        { cash: spec.cash.id, amount: String(spec.amounts[1]) },
        { petty: spec.petty.id, amount: String(spec.amounts[2]) },
      ],
    });
  // The lines the receipt's posting writes, as a manual document: each account Dr, the person's receivable Cr the
  // total, the fee Dr bank charges and Cr the bank.
  const line = (given: number, detail: number | null, debit: number, credit: number) => ({ account: given, detail, debit: String(debit), credit: String(credit) });
  const manual = (spec: Spec) =>
    asPosted(accountingDocumentDefinition, {
      date: spec.date,
      rows: [
        line(account.bank, spec.bank.detail, spec.amounts[0], 0),
        line(account.cash, spec.cash.detail, spec.amounts[1], 0),
        line(account.petty, spec.petty.detail, spec.amounts[2], 0),
        line(account.receivable, spec.person.detail, 0, spec.amounts[0] + spec.amounts[1] + spec.amounts[2]),
        line(account.bankCharges, null, spec.fee, 0),
        line(account.bank, spec.bank.detail, 0, spec.fee),
      ],
    });

  // Each store as its routes create it: `references` as the app builds them from the same registry.
  const references = referenceTablesOf(registry);
  const receiving = { store: receiveBinding.createStore(db, references, registry.tags), document: receipt, spec: specs(), runs: [] as Posted[] };
  const baseline = { store: accountingDocumentBinding((tables) => journalOriginsOf([], tables)).createStore(db, references), document: manual, spec: specs(), runs: [] as Posted[] };
  const perRound = Math.ceil(receipts / rounds);
  for (let round = 0; round < rounds; round++) {
    for (const kind of [receiving, baseline]) {
      const first = round * perRound;
      const count = Math.min(perRound, receipts - first);
      kind.runs.push(await postAll(connection, concurrency, count, (n) => kind.store.create(actor, kind.document(kind.spec(first + n)))));
    }
  }
  const ofReceipts = postingFigures(connection, receiving.runs.reduce(together));
  const ofBaseline = postingFigures(connection, baseline.runs.reduce(together));
  console.log(
    [
      `${name}: ${receipts} receipts of 3 rows (6 journal lines each) from ${persons} persons, ${concurrency} in flight`,
      `  receipts: ${ofReceipts.rate}; CPU a document: ${ofReceipts.cpu}`,
      `  baseline, manual documents of the same 6 lines: ${ofBaseline.rate}; CPU a document: ${ofBaseline.cpu}`,
    ].join('\n'),
  );
}

await onEachEngine(bench);
