import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { CodingAccount, PickerPage, TrialBalanceReport } from '@hesab/contract';
import { detailAccount } from '@hesab/db';
import { describeEachEngine } from '../../../test/databases.ts';
import { addMember, createTestBusiness, mainYearRange, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

interface TreasuryAccount {
  id: number;
  name: string;
  code: string | null;
  bank: string | null;
  branch_code: string | null;
  account_number: string | null;
  sheba: string | null;
  card_number: string | null;
  terminals: { name: string; terminal: string }[];
  currency: number | null;
  initial_price: string | null;
  balance: string;
  initialCheck: boolean;
  detail_id: number;
  status: 'active' | 'deactive';
}

interface Paged<T> {
  data: T[];
  total: number;
}

type Saved = { data: TreasuryAccount; message: string };
type Refused = { errors: Record<string, string[]>; message: string };

describeEachEngine('treasury accounts (bank, cash, petty)', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let client: ApiClient;
  let accounts: Record<string, number>;
  let range: string;
  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Treasury');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    const chart = await client.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given');
    accounts = Object.fromEntries(chart.body.data.filter((a) => a.system).map((a) => [a.system, a.id]));
    range = await mainYearRange(connection().db, biz.businessId);
  });

  const create = (kind: string, body: Record<string, unknown>, as: ApiClient = client) => as.post<Saved & Refused>(`/api/v1/${kind}`, body);
  const balanceRow = async (level: 'detail' | 'given', id: number, as: ApiClient = client) => {
    const report = await as.get<TrialBalanceReport>(`/api/v1/report/balance?level=${level}&${range}`);
    return report.body.data.find((row) => row.id === id);
  };
  const detailOf = async (id: number) => {
    const [row] = await connection()
      .db.select()
      .from(detailAccount)
      .where(and(eq(detailAccount.businessId, biz.businessId), eq(detailAccount.id, id)));
    return row;
  };

  it('makes a bank account with the wire fields of issue 15, in Persian digits, a detail account of group bank with the next free code', async () => {
    expect((await client.get<{ data: string }>('/api/v1/bank?checkCode')).body).toEqual({ data: '1' });
    const created = await create('bank', {
      name: 'ملت مرکزی',
      bank: 'mellat',
      branch_name: 'میدان ونک',
      branch_code: '۱۲۳۴',
      account_number: '۰۱۰۱-۱۲۳۴۵۶-۱',
      sheba: 'IR۱۶ ۰۱۲۰ ۰۰۰۰ ۰۰۰۰ ۱۲۳۴ ۵۶۷۸ ۹۰',
      card_number: '۶۱۰۴-۳۳۹۸-۷۶۵۴-۳۲۱۰',
      owner: 'شرکت نمونه',
      terminals: [{ name: 'صندوق فروشگاه', terminal: '۱۲۳۴۵۶۷۸' }],
      initial_price: '۵۰۰۰۰۰۰',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const bank = created.body.data;
    expect(bank).toMatchObject({
      code: '1',
      bank: 'mellat',
      branch_code: '1234',
      account_number: '0101-123456-1',
      sheba: 'IR160120000000001234567890',
      card_number: '6104339876543210',
      terminals: [{ name: 'صندوق فروشگاه', terminal: '12345678' }],
      initial_price: '5000000',
      balance: '5000000',
      initialCheck: true,
      status: 'active',
    });
    // No currency chosen: the business's default.
    const currencies = await client.get<Paged<{ id: number; isDefault: boolean }>>('/api/v1/currency?perPage=100');
    expect(bank.currency).toBe(currencies.body.data.find((c) => c.isDefault)?.id);
    expect(await detailOf(bank.detail_id)).toMatchObject({ name: 'ملت مرکزی', group: 'bank', system: 'bank', status: 'active' });
    expect((await client.get<{ data: string }>('/api/v1/bank?checkCode')).body.data).toBe('2');

    // Its part of the opening document: Dr bank deposits with its detail, Cr the opening balance; opening, not turnover.
    expect(await balanceRow('detail', bank.detail_id)).toMatchObject({ name: 'ملت مرکزی', opening_debit: '5000000', debit: '0', credit: '0' });
    expect(await balanceRow('given', accounts.bank ?? 0)).toMatchObject({ opening_debit: '5000000', opening_credit: '0' });
    expect(await balanceRow('given', accounts.opening ?? 0)).toMatchObject({ opening_debit: '0', opening_credit: '5000000' });

    // Found by its numbers as typed, and listed with its balance.
    const found = await client.get<Paged<TreasuryAccount>>(`/api/v1/bank?search=${encodeURIComponent('IR160120000000001234567890')}`);
    expect(found.body.data.map((row) => [row.id, row.balance])).toEqual([[bank.id, '5000000']]);
  });

  it('refuses a wrong Sheba, card number or account number on its field, and reads Arabic-Indic digits', async () => {
    const wrong = await create('bank', {
      name: 'اشتباه',
      sheba: 'IR820540102680020817909003',
      card_number: '6037991199500591',
      account_number: '12ab',
      terminals: [{ name: 'پایانه', terminal: 'T-1' }],
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      sheba: ['شماره شبا معتبر نیست؛ IR و ۲۴ رقم آن را درست وارد کنید.|invalid-sheba'],
      card_number: ['شماره کارت معتبر نیست؛ ۱۶ رقم آن را درست وارد کنید.|invalid-card-number'],
      account_number: ['فقط رقم وارد کنید.|digits-only'],
      'terminals.0.terminal': ['فقط رقم وارد کنید.|digits-only'],
    });
    client.lang = 'en';
    try {
      const short = await create('bank', { name: 'Short', sheba: '820540102680020817909002', card_number: '603799119950059' });
      expect(short.body.errors).toEqual({
        sheba: ['The Sheba number is not valid: enter IR and its 24 digits.|invalid-sheba'],
        card_number: ['The card number is not valid: enter its 16 digits.|invalid-card-number'],
      });
    } finally {
      client.lang = 'fa';
    }

    const arabic = await create('bank', { name: 'عربی', card_number: '٦١٠٤ ٣٣١٢ ٣٤٥٦ ٧٨٩٠', initial_price: '١٢٠٠' });
    expect(arabic.status, JSON.stringify(arabic.body)).toBe(200);
    expect(arabic.body.data).toMatchObject({ card_number: '6104331234567890', initial_price: '1200', balance: '1200' });

    // A Sheba and a card name their bank in their digits: they must be the chosen bank's. Sixteen zeros pass Luhn
    // but are no card.
    const melli = await create('bank', { name: 'ملی', bank: 'melli', sheba: 'IR820540102680020817909002', card_number: '6104331234567890' });
    expect(melli.body.errors).toEqual({
      sheba: ['این شماره شبا از بانک انتخاب‌شده نیست؛ بانک یا شبا را درست کنید.|sheba-of-another-bank'],
      card_number: ['این شماره کارت از بانک انتخاب‌شده نیست؛ بانک یا شماره کارت را درست کنید.|card-of-another-bank'],
    });
    const zeros = await create('bank', { name: 'صفر', card_number: '0000 0000 0000 0000' });
    expect(Object.keys(zeros.body.errors)).toEqual(['card_number']);
    const parsian = await create('bank', { name: 'پارسیان', bank: 'parsian', sheba: 'IR820540102680020817909002', card_number: '6221061234567891' });
    expect(parsian.status, JSON.stringify(parsian.body)).toBe(200);
    // Changing the bank alone is checked against the numbers kept.
    const moved = await client.put<{ errors: Record<string, string[]> }>(`/api/v1/bank/${parsian.body.data.id}`, { name: 'پارسیان', bank: 'saman' });
    expect(Object.keys(moved.body.errors ?? {}).sort()).toEqual(['card_number', 'sheba']);

    // One Sheba and one card belong to one account of the business.
    const twin = await create('bank', { name: 'تکراری', card_number: '6104331234567890' });
    expect(twin.status).toBe(422);
    expect(Object.keys(twin.body.errors)).toEqual(['card_number']);
    // A cash box has no bank fields; nor is an opening balance negative.
    const cash = await create('cash', { name: 'صندوق با شبا', sheba: 'IR820540102680020817909002', initial_price: '-5' });
    expect(cash.status).toBe(422);
    expect(Object.keys(cash.body.errors).sort()).toEqual(['initial_price', 'sheba']);
  });

  it('lists the balance from the ledger, rewrites the opening on edit, and refuses a delete once posted, leaving it to be made inactive', async () => {
    const created = await create('cash', { name: 'صندوق مرکزی', initial_price: '1000000' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const cash = created.body.data;
    expect(cash).toMatchObject({ code: '1', balance: '1000000' });
    expect(await detailOf(cash.detail_id)).toMatchObject({ group: 'cash', system: 'cash' });

    // A cash sale into it.
    const [from] = range.replace('from=', '').split('&');
    const sale = {
      date: from,
      description: 'فروش نقدی',
      rows: [
        { account: accounts.cash, detail: cash.detail_id, debit: '250000', credit: '0' },
        { account: accounts.sales, debit: '0', credit: '250000' },
      ],
    };
    expect((await client.post('/api/v1/accounting', sale)).status).toBe(200);
    const listed = await client.get<Paged<TreasuryAccount>>('/api/v1/cash?perPage=500');
    expect(listed.body.data.find((row) => row.id === cash.id)?.balance).toBe('1250000');

    // The opening edited: its part of the opening document is replaced, not added to.
    const edited = await client.put<Saved>(`/api/v1/cash/${String(cash.id)}`, { name: 'صندوق اصلی', initial_price: '2000000' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ balance: '2250000', code: '1' });
    expect(await balanceRow('detail', cash.detail_id)).toMatchObject({ name: 'صندوق اصلی', opening_debit: '2000000', debit: '250000' });

    const refused = await client.call<{ message: string }>('DELETE', `/api/v1/cash/${String(cash.id)}`);
    expect(refused.status).toBe(420);
    expect(refused.body.message).toBe('این حساب گردش حسابداری دارد و حذف نمی\u200cشود؛ به\u200cجای حذف، آن را غیرفعال کنید.');
    client.lang = 'en';
    try {
      const again = await client.call<{ message: string }>('DELETE', `/api/v1/cash/${String(cash.id)}`);
      expect(again.body.message).toBe('This account has accounting entries and cannot be deleted; make it inactive instead.');
    } finally {
      client.lang = 'fa';
    }
    const inactive = await client.put<Saved>(`/api/v1/cash/${String(cash.id)}`, { name: 'صندوق اصلی', status: 'deactive' });
    expect(inactive.status).toBe(200);
    expect(await detailOf(cash.detail_id)).toMatchObject({ status: 'deactive' });
    // An inactive account is offered by no picker.
    const picker = await client.get<PickerPage>('/api/v1/getdetail?select=cash');
    expect(picker.body.data.map((item) => item.id)).not.toContain(cash.id);
  });

  it('deletes an account with only its opening, its part of the opening document and detail account with it', async () => {
    const created = await create('petty', { name: 'تنخواه فروش', initial_price: '300000' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const petty = created.body.data;
    expect(await detailOf(petty.detail_id)).toMatchObject({ group: 'petty', system: 'petty' });
    expect(await balanceRow('detail', petty.detail_id)).toMatchObject({ opening_debit: '300000' });
    expect((await client.call('DELETE', `/api/v1/petty/${String(petty.id)}`)).status).toBe(200);
    expect(await detailOf(petty.detail_id)).toBeUndefined();
    expect(await balanceRow('detail', petty.detail_id)).toBeUndefined();
    expect((await client.get(`/api/v1/petty/${String(petty.id)}/edit`)).status).toBe(404);
  });

  it('values an account kept in another currency at its rate, refusing more decimals than that currency has', async () => {
    const dollar = await client.post<{ data: { id: number } }>('/api/v1/currency', { name: 'دلار', symbol: '$', decimals: 2, rate: '500000', status: 'active' });
    expect(dollar.status, JSON.stringify(dollar.body)).toBe(200);
    const fine = await create('bank', { name: 'حساب ارزی', currency: dollar.body.data.id, initial_price: '100.555' });
    expect(fine.status).toBe(422);
    expect(Object.keys(fine.body.errors)).toEqual(['initial_price']);
    const created = await create('bank', { name: 'حساب ارزی', currency: dollar.body.data.id, initial_price: '100.50' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({ initial_price: '100.50', balance: '50250000' });
    expect(await balanceRow('detail', created.body.data.detail_id)).toMatchObject({ opening_debit: '50250000' });
  });

  it("keeps accounts to their business: another's record is 404 and its currency or branch is refused", async () => {
    const mine = (await create('bank', { name: 'خصوصی' })).body.data;
    const other = await createTestBusiness(connection().db, 'Other treasury');
    const outsider = await server().client().login(other.ownerUsername, other.ownerPassword);
    const theirList = await outsider.get<Paged<TreasuryAccount>>('/api/v1/bank?perPage=500');
    expect(theirList.body.data.map((row) => row.id)).not.toContain(mine.id);
    expect((await outsider.get(`/api/v1/bank/${String(mine.id)}/edit`)).status).toBe(404);
    expect((await outsider.put(`/api/v1/bank/${String(mine.id)}`, { name: 'ربوده' })).status).toBe(404);
    expect((await outsider.call('DELETE', `/api/v1/bank/${String(mine.id)}`)).status).toBe(404);
    const picker = await outsider.get<PickerPage>('/api/v1/getdetail?select=bank');
    expect(picker.body.data.map((item) => item.id)).not.toContain(mine.id);
    // Its codes start over: another business's accounts are not counted.
    expect((await outsider.get<{ data: string }>('/api/v1/bank?checkCode')).body.data).toBe('1');

    const myCurrency = (await client.get<Paged<{ id: number }>>('/api/v1/currency?perPage=100')).body.data[0]?.id;
    const myBranch = await client.post<{ data: { id: number } }>('/api/v1/branch', { text: 'شعبه من', color: 'teal' });
    for (const field of [
      { currency: myCurrency },
      { branch: myBranch.body.data.id },
    ]) {
      const refused = await create('cash', { name: 'صندوق دیگری', ...field }, outsider);
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(Object.keys(field));
    }
    expect((await outsider.get(`/api/v1/bank/${String(mine.id)}/edit`)).status).toBe(404);
    expect((await client.get<TreasuryAccount>(`/api/v1/bank/${String(mine.id)}/edit`)).body.name).toBe('خصوصی');
  });

  it('answers 403 without each permission: bank to removeBank, cash and petty to removeCash', async () => {
    const bank = (await create('bank', { name: 'بانک بی‌گردش' })).body.data;
    const petty = (await create('petty', { name: 'تنخواه بی‌گردش' })).body.data;
    const users = {
      none: [],
      viewer: ['BankList', 'PettyList'],
      editor: ['BankList', 'Bank', 'PettyList', 'Petty'],
      remover: ['BankList', 'Bank', 'removeBank', 'PettyList', 'Petty', 'removeCash'],
    };
    const as: Record<string, ApiClient> = {};
    for (const [name, permissions] of Object.entries(users)) {
      await addMember(connection().db, biz.businessId, { username: `treasury-${name}`, password: `treasury-${name}-1`, permissions });
      as[name] = await server().client().login(`treasury-${name}`, `treasury-${name}-1`);
    }
    const { none, viewer, editor, remover } = as as Record<keyof typeof users, ApiClient>;
    for (const path of ['/api/v1/bank', `/api/v1/bank/${String(bank.id)}/edit`, '/api/v1/cash']) expect((await none.get(path)).status).toBe(403);
    expect((await viewer.get(`/api/v1/bank/${String(bank.id)}/edit`)).status).toBe(200);
    expect((await viewer.get('/api/v1/cash')).status).toBe(403);
    expect((await viewer.get('/api/v1/bank?checkCode')).status).toBe(403);
    expect((await create('bank', { name: 'بی‌اجازه' }, viewer)).status).toBe(403);
    expect((await viewer.put(`/api/v1/bank/${String(bank.id)}`, { name: 'تغییر' })).status).toBe(403);

    expect((await editor.put(`/api/v1/bank/${String(bank.id)}`, { name: 'بانک ویرایش‌شده' })).status).toBe(200);
    expect((await editor.call('DELETE', `/api/v1/bank/${String(bank.id)}`)).status).toBe(403);
    expect((await editor.call('DELETE', `/api/v1/petty/${String(petty.id)}`)).status).toBe(403);
    expect((await remover.call('DELETE', `/api/v1/bank/${String(bank.id)}`)).status).toBe(200);
    expect((await remover.call('DELETE', `/api/v1/petty/${String(petty.id)}`)).status).toBe(200);
  });

  it('refuses to change an opening balance once the opening document is permanent', async () => {
    const other = await createTestBusiness(connection().db, 'Permanent opening');
    const owner = await server().client().login(other.ownerUsername, other.ownerPassword);
    const created = await create('cash', { name: 'صندوق', initial_price: '700' }, owner);
    const cash = created.body.data;
    const documents = await owner.get<Paged<{ id: number; source_type: string }>>('/api/v1/accounting?perPage=100');
    const opening = documents.body.data.find((document) => document.source_type === 'opening');
    if (!opening) throw new Error('no opening document');
    expect((await owner.post('/api/v1/accounting/permanent', { ids: [opening.id] })).status).toBe(200);
    expect((await owner.get<TreasuryAccount>(`/api/v1/cash/${String(cash.id)}/edit`)).body.initialCheck).toBe(false);

    const changed = await owner.put<{ message: string }>(`/api/v1/cash/${String(cash.id)}`, { name: 'صندوق', initial_price: '900' });
    expect(changed.status).toBe(420);
    expect(changed.body.message).toBe('سند افتتاحیه این حساب دائم شده است؛ مانده را با سند جدید اصلاح کنید.');
    // The same balance sent back with the whole form is no change; a rename is.
    expect((await owner.put(`/api/v1/cash/${String(cash.id)}`, { ...cash, name: 'صندوق دفتر' })).status).toBe(200);
    expect((await owner.call('DELETE', `/api/v1/cash/${String(cash.id)}`)).status).toBe(420);
    // An account without an opening balance has no part in that document: it is made and deleted all the same.
    const plain = await create('cash', { name: 'صندوق بی‌مانده' }, owner);
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect((await owner.call('DELETE', `/api/v1/cash/${String(plain.body.data.id)}`)).status).toBe(200);
  });
});
