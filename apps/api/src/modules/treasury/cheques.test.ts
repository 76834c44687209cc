import { beforeAll, expect, it } from 'vitest';
import type { AccountingDocument, ChequeRead, CodingAccount } from '@hesab/contract';
import { translateServerMessage } from '@hesab/i18n';
import { describeEachEngine } from '../../../test/databases.ts';
import { uploadFile } from '../../../test/files.ts';
import { addMember, allowNegativeTreasury, createTestBusiness, mainYearRange, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

/* Cheques (issue 15): written on receipts' and payments' rows, moved through their statuses, each change posted. */

interface Saved {
  id: number;
  data: { id: number; number: number; document: number | null };
  message?: string;
  errors?: Record<string, string[]>;
}
interface Made {
  id: number;
  detail_id: number;
  balance?: string;
}
type Cheque = ChequeRead & {
  history: { status: string; date: string; bank_account: number | null; bank_account_label: string | null; document: number | null; document_number: number | null; user: string | null }[];
};

describeEachEngine('cheques', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let client: ApiClient;
  let day: string;
  let later: string;
  let roles: Record<string, number>;
  let bank: Made;
  let cash: Made;
  let person: Made;
  let supplier: Made;
  let serial = 0;

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Cheques');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    day = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
    later = new Date(Date.parse(day) + 7 * 86_400_000).toISOString().slice(0, 10);
    const chart = await client.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given');
    roles = Object.fromEntries(chart.body.data.filter((a) => a.system).map((a) => [a.system, a.id]));
    bank = (await client.post<{ data: Made }>('/api/v1/bank', { name: 'ملت مرکزی', initial_price: '1000000' })).body.data;
    cash = (await client.post<{ data: Made }>('/api/v1/cash', { name: 'صندوق' })).body.data;
    person = (await client.post<{ data: Made }>('/api/v1/customer', { firstname: 'مریم', lastname: 'احمدی' })).body.data;
    supplier = (await client.post<{ data: Made }>('/api/v1/customer', { firstname: 'پخش', lastname: 'البرز' })).body.data;
  });

  /** A new Sayad id, 16 digits, unique in this run. */
  const sayad = () => `11112222${String(++serial).padStart(8, '0')}`;
  const chequeOf = (amount: string, kind: 'normal' | 'guarantee' = 'normal') => ({ sayad: sayad(), serial: '123456', bank: 'mellat', amount, due: later, kind });
  const journalOf = async (id: number | null) => (await client.get<AccountingDocument>(`/api/v1/accounting/${String(id)}/edit`)).body;
  const linesOf = async (id: number | null) => (await journalOf(id)).rows.map((r) => [r.account, r.detail, r.debit, r.credit]);
  const chequeById = async (id: number) => (await client.get<Cheque>(`/api/v1/cheque/${String(id)}/edit`)).body;
  const receiptCheques = async (receipt: number) =>
    (await client.get<{ rows: { cheque_id: number | null }[] }>(`/api/v1/receive/${String(receipt)}/edit`)).body.rows.flatMap((r) => (r.cheque_id ? [r.cheque_id] : []));
  const bankBalance = async () => (await client.get<Made>(`/api/v1/bank/${String(bank.id)}/edit`)).body.balance;
  const change = (id: number, body: Record<string, unknown>) => client.post<Saved>(`/api/v1/cheque/${String(id)}/status`, body);

  it('a receipt of cash and a cheque (Sayad id in Persian digits) puts the cheque in hand; deposited, then passed, it reaches the bank', async () => {
    const cheque = { ...chequeOf('400000'), sayad: '۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶' };
    const saved = await client.post<Saved>('/api/v1/receive', { date: day, person: person.id, rows: [{ cash: cash.id, amount: '100000' }, { cheque }] });
    expect(saved.status).toBe(200);
    expect(await linesOf(saved.body.data.document)).toEqual([
      [roles.cash, cash.detail_id, '100000', '0'],
      [roles.notesReceivable, null, '400000', '0'],
      [roles.receivable, person.detail_id, '0', '500000'],
    ]);
    const [id = 0] = await receiptCheques(saved.body.id);
    const held = await chequeById(id);
    expect(held).toMatchObject({ direction: 'received', sayad: '1234567890123456', amount: '400000', status: 'fund', person: person.id, person_label: 'مریم احمدی', next: ['inBank', 'passed', 'returned', 'canceled'] });
    expect(held.history).toMatchObject([{ status: 'fund', date: day, document: saved.body.data.document }]);
    const listed = await client.get<{ data: ChequeRead[]; totals: { amount: string } }>('/api/v1/cheque?direction=received&status=fund');
    expect(listed.body.data.map((c) => c.id)).toContain(id);

    const before = await bankBalance();
    const deposited = await change(id, { status: 'inBank', date: day, bank: bank.id });
    expect(deposited.status).toBe(200);
    expect(await linesOf(deposited.body.data.document)).toEqual([
      [roles.notesInCollection, null, '400000', '0'],
      [roles.notesReceivable, null, '0', '400000'],
    ]);
    const passed = await change(id, { status: 'passed', date: later });
    expect(passed.status).toBe(200);
    expect(await linesOf(passed.body.data.document)).toEqual([
      [roles.bank, bank.detail_id, '400000', '0'],
      [roles.notesInCollection, null, '0', '400000'],
    ]);
    expect(await bankBalance()).toBe(String(Number(before) + 400000));
    const done = await chequeById(id);
    expect(done).toMatchObject({ status: 'passed', bank_account: bank.id, bank_account_label: 'ملت مرکزی', next: [] });
    expect(done.history.map((h) => h.status)).toEqual(['fund', 'inBank', 'passed']);
    expect(done.history.every((h) => h.user !== null && h.document_number !== null)).toBe(true);
    expect(done.history[1]).toMatchObject({ bank_account: bank.id, bank_account_label: 'ملت مرکزی' });

    // A change its lifecycle does not allow is refused, naming the status the cheque is in.
    const refused = await change(id, { status: 'returned', date: later });
    expect(refused.status).toBe(420);
    expect(refused.body.message).toContain(translateServerMessage('fa', 'cheque-status-passed'));
    // The journal of a change is the cheque's: changed only through it.
    const posted = await journalOf(passed.body.data.document);
    const put = await client.put(`/api/v1/accounting/${String(passed.body.data.document)}`, { date: later, rows: posted.rows.map((r) => ({ account: r.account, detail: r.detail, debit: r.debit, credit: r.credit })) });
    expect(put.status).toBe(420);
    expect((put.body as { message: string }).message).toContain(translateServerMessage('fa', 'document-kind-cheque'));
    // Its receipt can no longer change the cheque or go.
    const edit = await client.put<Saved>(`/api/v1/receive/${String(saved.body.id)}`, { date: day, person: person.id, rows: [{ cash: cash.id, amount: '100000' }] });
    expect(edit.status).toBe(420);
    expect((await client.call('DELETE', `/api/v1/receive/${String(saved.body.id)}`)).status).toBe(420);
  });

  it('refuses a wrong Sayad id, one already recorded, a bank missing where the cheque goes into one, and a date before its last change', async () => {
    const wrong = await client.post<Saved>('/api/v1/receive', { date: day, person: person.id, rows: [{ cheque: { ...chequeOf('10'), sayad: '12345' } }] });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors ?? {})).toEqual(['rows.0.cheque.sayad']);
    const first = chequeOf('10');
    expect((await client.post<Saved>('/api/v1/receive', { date: day, person: person.id, rows: [{ cheque: first }] })).status).toBe(200);
    const again = await client.post<Saved>('/api/v1/receive', { date: day, person: person.id, rows: [{ cheque: first }] });
    expect(again.status).toBe(422);
    expect(Object.keys(again.body.errors ?? {})).toEqual(['rows.0.cheque.sayad']);
    const saved = await client.post<Saved>('/api/v1/receive', { date: later, person: person.id, rows: [{ cheque: chequeOf('20') }] });
    const [id = 0] = await receiptCheques(saved.body.id);
    expect((await change(id, { status: 'inBank', date: later })).status).toBe(422);
    const early = await change(id, { status: 'inBank', date: day, bank: bank.id });
    expect(Object.keys(early.body.errors ?? {})).toEqual(['date']);
  });

  it('a bounced cheque is owed by its drawer again; given back, nothing more is posted', async () => {
    const saved = await client.post<Saved>('/api/v1/receive', { date: day, person: person.id, rows: [{ cheque: chequeOf('70000') }] });
    const [id = 0] = await receiptCheques(saved.body.id);
    const bounced = await change(id, { status: 'returned', date: day });
    expect(await linesOf(bounced.body.data.document)).toEqual([
      [roles.receivable, person.detail_id, '70000', '0'],
      [roles.notesReceivable, null, '0', '70000'],
    ]);
    const back = await change(id, { status: 'canceled', date: day });
    expect(back.status).toBe(200);
    expect(back.body.data.document).toBeNull();
  });

  it('a guarantee cheque sits in the memorandum accounts and leaves the person’s balance alone', async () => {
    const saved = await client.post<Saved>('/api/v1/receive', { date: day, person: supplier.id, rows: [{ cheque: chequeOf('5000000', 'guarantee') }] });
    expect(saved.status).toBe(200);
    expect(await linesOf(saved.body.data.document)).toEqual([
      [roles.guaranteesReceived, null, '5000000', '0'],
      [roles.guaranteesReceivedContra, null, '0', '5000000'],
    ]);
    const [id = 0] = await receiptCheques(saved.body.id);
    expect((await chequeById(id)).next).toEqual(['canceled']);
    expect((await change(id, { status: 'passed', date: day, bank: bank.id })).status).toBe(420);
    const back = await change(id, { status: 'canceled', date: day });
    expect(await linesOf(back.body.data.document)).toEqual([
      [roles.guaranteesReceivedContra, null, '5000000', '0'],
      [roles.guaranteesReceived, null, '0', '5000000'],
    ]);
  });

  it('a paid cheque is owed as cheques payable until it passes out of the bank it is drawn on', async () => {
    const saved = await client.post<Saved>('/api/v1/pay', { date: day, person: supplier.id, rows: [{ bank: bank.id, cheque: chequeOf('300000') }] });
    expect(saved.status).toBe(200);
    expect(await linesOf(saved.body.data.document)).toEqual([
      [roles.payable, supplier.detail_id, '300000', '0'],
      [roles.notesPayable, null, '0', '300000'],
    ]);
    const paid = (await client.get<{ data: ChequeRead[] }>('/api/v1/cheque?direction=paid')).body.data;
    const cheque = paid.find((c) => c.source.id === saved.body.id);
    expect(cheque).toMatchObject({ status: 'issued', bank_account: bank.id, source: { kind: 'pay', number: saved.body.data.number } });
    const passed = await change(cheque?.id ?? 0, { status: 'passed', date: later });
    expect(await linesOf(passed.body.data.document)).toEqual([
      [roles.notesPayable, null, '300000', '0'],
      [roles.bank, bank.detail_id, '0', '300000'],
    ]);
    const missingBank = await client.post<Saved>('/api/v1/pay', { date: day, person: supplier.id, rows: [{ cheque: chequeOf('1') }] });
    expect(Object.keys(missingBank.body.errors ?? {})).toEqual(['rows.0.bank']);
  });

  it('endorses a cheque in hand over to a supplier on a payment; the payment removed, the cheque is in hand again', async () => {
    const receipt = await client.post<Saved>('/api/v1/receive', { date: day, person: person.id, rows: [{ cheque: chequeOf('90000') }] });
    const [id = 0] = await receiptCheques(receipt.body.id);
    const twice = await client.post<Saved>('/api/v1/pay', { date: later, person: supplier.id, rows: [{ cheque_id: id }, { cheque_id: id }] });
    expect(Object.keys(twice.body.errors ?? {})).toEqual(['rows.1.cheque_id']);
    expect((await chequeById(id)).status).toBe('fund');
    const payment = await client.post<Saved>('/api/v1/pay', { date: later, person: supplier.id, rows: [{ cheque_id: id }] });
    expect(payment.status).toBe(200);
    expect(await linesOf(payment.body.data.document)).toEqual([
      [roles.payable, supplier.detail_id, '90000', '0'],
      [roles.notesReceivable, null, '0', '90000'],
    ]);
    expect((await chequeById(id)).status).toBe('payed');
    expect((await chequeById(id)).history.map((h) => h.status)).toEqual(['fund', 'payed']);
    // One cheque is endorsed once; a second payment naming it is refused.
    expect((await client.post<Saved>('/api/v1/pay', { date: later, person: supplier.id, rows: [{ cheque_id: id }] })).status).toBe(420);
    expect((await client.call('DELETE', `/api/v1/pay/${String(payment.body.id)}`)).status).toBe(200);
    expect((await chequeById(id)).status).toBe('fund');
    expect((await client.post(`/api/v1/pay/${String(payment.body.id)}/restore`, {})).status).toBe(200);
    expect((await chequeById(id)).status).toBe('payed');
  });

  it('removing a received cheque, with its receipt or its row, needs removeRecieveCheck beside the receipt’s own permissions', async () => {
    const receiptRights = ['ReceiveList', 'Receive', 'removeReceiveTreasury'];
    await addMember(connection().db, biz.businessId, { username: `teller-${biz.businessId}`, password: 'teller-password-1', permissions: receiptRights });
    await addMember(connection().db, biz.businessId, { username: `chief-${biz.businessId}`, password: 'chief-password-1', permissions: [...receiptRights, 'removeRecieveCheck'] });
    const teller = await server().client().login(`teller-${biz.businessId}`, 'teller-password-1');
    const chief = await server().client().login(`chief-${biz.businessId}`, 'chief-password-1');
    const saved = await teller.post<Saved>('/api/v1/receive', { date: day, person: person.id, rows: [{ cash: cash.id, amount: '1000' }, { cheque: chequeOf('2000') }] });
    expect(saved.status).toBe(200);
    const path = `/api/v1/receive/${String(saved.body.id)}`;
    const cashOnly = { date: day, person: person.id, rows: [{ cash: cash.id, amount: '1000' }] };
    expect((await teller.put(path, cashOnly)).status).toBe(403);
    expect((await teller.call('DELETE', path)).status).toBe(403);
    expect(await receiptCheques(saved.body.id)).toHaveLength(1);
    expect((await chief.put(path, cashOnly)).status).toBe(200);
    expect(await receiptCheques(saved.body.id)).toEqual([]);
    // With no cheque left, the receipt is the teller's to remove.
    expect((await teller.call('DELETE', path)).status).toBe(200);
  });

  it('a receipt removed takes its cheques to the removed cheques; restored, they are back in hand', async () => {
    const saved = await client.post<Saved>('/api/v1/receive', { date: day, person: person.id, rows: [{ cheque: chequeOf('15000') }] });
    const [id = 0] = await receiptCheques(saved.body.id);
    expect((await client.call('DELETE', `/api/v1/receive/${String(saved.body.id)}`)).status).toBe(200);
    const removed = await client.get<{ data: ChequeRead[] }>('/api/v1/cheque?direction=received&removed=1');
    expect(removed.body.data.find((c) => c.id === id)).toMatchObject({ removed: true, next: [] });
    expect((await change(id, { status: 'inBank', date: day, bank: bank.id })).status).toBe(404);
    expect((await client.post(`/api/v1/receive/${String(saved.body.id)}/restore`, {})).status).toBe(200);
    expect(await chequeById(id)).toMatchObject({ removed: false, status: 'fund' });
    // An edit that changes the cheque while it is in hand changes it in place.
    const edited = await client.put<Saved>(`/api/v1/receive/${String(saved.body.id)}`, {
      date: day,
      person: person.id,
      rows: [{ cheque_id: id, cheque: { ...(await chequeById(id)), amount: '16000' } }].map(({ cheque_id, cheque }) => ({
        cheque_id,
        cheque: { sayad: cheque.sayad, serial: cheque.serial, bank: cheque.bank, amount: cheque.amount, due: cheque.due, kind: cheque.kind },
      })),
    });
    expect(edited.status).toBe(200);
    expect(await chequeById(id)).toMatchObject({ amount: '16000', status: 'fund' });
  });

  it('takes a given account and detail as the party of a receipt', async () => {
    const detail = (await client.post<{ data: { id: number } }>('/api/v1/detail', { name: 'وام بانک ملت', group: 'other' })).body.data;
    const saved = await client.post<Saved>('/api/v1/receive', { date: day, account: roles.otherPayable, detail: detail.id, rows: [{ cash: cash.id, amount: '2500000' }] });
    expect(saved.status).toBe(200);
    expect(await linesOf(saved.body.data.document)).toEqual([
      [roles.cash, cash.detail_id, '2500000', '0'],
      [roles.otherPayable, detail.id, '0', '2500000'],
    ]);
    const both = await client.post<Saved>('/api/v1/receive', { date: day, person: person.id, account: roles.otherPayable, rows: [{ cash: cash.id, amount: '1' }] });
    expect(Object.keys(both.body.errors ?? {})).toEqual(['person']);
  });

  it('refuses a payment beyond the account’s balance unless the business allows it; two at once cannot together overdraw it', async () => {
    const box = (await client.post<{ data: Made }>('/api/v1/cash', { name: 'صندوق شعبه' })).body.data;
    await client.post<Saved>('/api/v1/receive', { date: day, person: person.id, rows: [{ cash: box.id, amount: '1000' }] });
    const over = await client.post<Saved>('/api/v1/pay', { date: day, person: supplier.id, rows: [{ cash: box.id, amount: '1001' }] });
    expect(over.status).toBe(420);
    expect(over.body.message).toContain('صندوق شعبه');
    const both = await Promise.all([600, 700].map((amount) => client.post<Saved>('/api/v1/pay', { date: day, person: supplier.id, rows: [{ cash: box.id, amount: String(amount) }] })));
    expect(both.map((reply) => reply.status).sort()).toEqual([200, 420]);
    await allowNegativeTreasury(connection().db, biz.businessId, true);
    expect((await client.post<Saved>('/api/v1/pay', { date: day, person: supplier.id, rows: [{ cash: box.id, amount: '5000' }] })).status).toBe(200);
    await allowNegativeTreasury(connection().db, biz.businessId, false);
  });

  it('lets a member see and change only the directions their permissions cover', async () => {
    const username = `cheque-reader-${connection().engine}`;
    await addMember(connection().db, biz.businessId, { username, password: 'reader-password-1', permissions: ['ChequeReceiveList'] });
    const reader = await server().client().login(username, 'reader-password-1');
    expect((await reader.get('/api/v1/cheque?direction=received')).status).toBe(200);
    expect((await reader.get('/api/v1/cheque?direction=paid')).status).toBe(403);
    const listed = (await reader.get<{ data: ChequeRead[] }>('/api/v1/cheque')).body.data;
    expect(listed.every((c) => c.direction === 'received')).toBe(true);
    const [first] = listed.filter((c) => c.status === 'fund');
    expect((await reader.post(`/api/v1/cheque/${String(first?.id)}/status`, { status: 'returned', date: day })).status).toBe(403);
    const other = await createTestBusiness(connection().db, 'Cheques elsewhere');
    const outsider = await server().client().login(other.ownerUsername, other.ownerPassword);
    expect((await outsider.get(`/api/v1/cheque/${String(first?.id)}/edit`)).status).toBe(404);
    expect((await outsider.post(`/api/v1/cheque/${String(first?.id)}/status`, { status: 'returned', date: day })).status).toBe(404);
    const theirBank = (await outsider.post<{ data: { id: number } }>('/api/v1/bank', { name: 'بانک دیگر' })).body.data;
    expect((await change(first?.id ?? 0, { status: 'inBank', date: later, bank: theirBank.id })).status).toBe(422);
  });

  it('a cheque book gives a paid cheque its next free leaf, and refuses a leaf used or voided', async () => {
    const book = await client.post<{ data: { id: number } }>('/api/v1/checkpage', {
      bank: bank.id,
      first_serial: '۰۰۰۱۲۰',
      leaves: 3,
      sayads: [{ serial: '000120', sayad: '9999888877776666' }],
      voided: [{ serial: '121' }],
    });
    expect(book.status).toBe(200);
    const stray = await client.post<Saved>('/api/v1/checkpage', { bank: bank.id, first_serial: '500', leaves: 2, voided: [{ serial: '600' }] });
    expect(Object.keys(stray.body.errors ?? {})).toEqual(['voided.0.serial']);
    const next = await client.get<{ data: { serial: string; sayad: string | null } }>(`/api/v1/checkpage?next=${String(bank.id)}`);
    expect(next.body.data).toMatchObject({ serial: '000120', sayad: '9999888877776666' });
    const { serial: _serial, ...withoutSerial } = chequeOf('1000');
    const paid = await client.post<Saved>('/api/v1/pay', { date: day, person: supplier.id, rows: [{ bank: bank.id, cheque: { ...withoutSerial, sayad: '9999888877776666' } }] });
    expect(paid.status).toBe(200);
    const written = (await client.get<{ data: ChequeRead[] }>('/api/v1/cheque?direction=paid&search=9999888877776666')).body.data;
    expect(written.map((c) => c.serial)).toEqual(['000120']);
    const used = await client.post<Saved>('/api/v1/pay', { date: day, person: supplier.id, rows: [{ bank: bank.id, cheque: { ...chequeOf('1000'), serial: '121' } }] });
    expect(Object.keys(used.body.errors ?? {})).toEqual(['rows.0.cheque.serial']);
    const listed = await client.get<{ data: { id: number; used: number; free: number; next_serial: string | null }[] }>('/api/v1/checkpage');
    expect(listed.body.data.find((b) => b.id === book.body.data.id)).toMatchObject({ used: 1, free: 1, next_serial: '000122' });
  });

  it('takes a scan of a receipt’s cheque as the receipt’s attachment, under the receipt’s permissions', async () => {
    const saved = await client.post<Saved>('/api/v1/receive', { date: day, person: person.id, rows: [{ cheque: chequeOf('3000') }] });
    const uploaded = await uploadFile(client, 'receiveAttachment', saved.body.id, 'cheque-scan.png');
    expect(uploaded.status).toBe(200);
    const listed = await client.get<{ data: { id: number; name: string }[] }>(`/api/v1/files?type=receiveAttachment&refId=${String(saved.body.id)}`);
    expect(listed.body.data.map((file) => file.name)).toEqual(['cheque-scan.png']);
    const username = `receipt-viewer-${connection().engine}`;
    await addMember(connection().db, biz.businessId, { username, password: 'viewer-password-1', permissions: ['ReceiveList'] });
    const viewer = await server().client().login(username, 'viewer-password-1');
    expect((await viewer.get(`/api/v1/files?type=receiveAttachment&refId=${String(saved.body.id)}`)).status).toBe(200);
    expect((await uploadFile(viewer, 'receiveAttachment', saved.body.id)).status).toBe(403);
    const other = await createTestBusiness(connection().db, 'Attachments elsewhere');
    const outsider = await server().client().login(other.ownerUsername, other.ownerPassword);
    expect((await uploadFile(outsider, 'receiveAttachment', saved.body.id)).status).toBe(404);
  });
});
