import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookPage, CodingAccount, PickerPage, TrialBalanceReport } from '@hesab/contract';
import { business, financialYear } from '@hesab/db';
import { describeEachEngine } from '../../../test/databases.ts';
import {
  activateConfig,
  addMember,
  createTestBusiness,
  useTestServer,
  type ApiClient,
  type TestBusiness,
} from '../../../test/http-client.ts';
import { remainStateOf } from './person-ledger.ts';

interface Person {
  id: number;
  name: string;
  lastname: string | null;
  mobile: string | null;
  national_code: string | null;
  national_id: string | null;
  registration_number: string | null;
  initial_price: string | null;
  nature_initial_price: string | null;
  remain: string;
  remain_state: 'debtor' | 'creditor' | 'clearing';
  initialCheck: boolean;
  detail_id: number;
}

interface Paged<T> {
  data: T[];
  total: number;
}

type Saved = { data: Person; message: string };
type Refused = { errors: Record<string, string[]>; message: string };

describeEachEngine('persons (customers)', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let client: ApiClient;
  let accounts: Record<string, number>;
  let year: { from: string; to: string };
  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'People');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    const chart = await client.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given');
    accounts = Object.fromEntries(chart.body.data.filter((a) => a.system).map((a) => [a.system, a.id]));
    const [main] = await connection()
      .db.select()
      .from(financialYear)
      .where(and(eq(financialYear.businessId, biz.businessId), eq(financialYear.isMain, true)));
    if (!main) throw new Error('no main year');
    year = { from: main.startDate, to: main.endDate };
  });

  const create = (body: Record<string, unknown>, as: ApiClient = client) => as.post<Saved & Refused>('/api/v1/customer', body);
  const edit = async (id: number) => (await client.get<Person>(`/api/v1/customer/${String(id)}/edit`)).body;
  const detailRow = async (detailId: number) => {
    const report = await client.get<TrialBalanceReport>(`/api/v1/report/balance?level=detail&from=${year.from}&to=${year.to}`);
    return report.body.data.find((row) => row.id === detailId);
  };

  it('makes each person a detail account named after it, a company without a last name, in pickers with its balance', async () => {
    const company = await create({ firstname: 'شرکت آلفا', lastname: '', gender: 'company', mobile: '0912 123 4567' });
    expect(company.status, JSON.stringify(company.body)).toBe(200);
    expect(company.body.message).toBe('ثبت شد.');
    expect(company.body.data).toMatchObject({ name: 'شرکت آلفا', lastname: null, mobile: '9121234567', remain: '0', remain_state: 'clearing' });
    const detail = await client.get<{ name: string; group: string }>(`/api/v1/detail/${String(company.body.data.detail_id)}/edit`);
    expect(detail.body).toMatchObject({ name: 'شرکت آلفا', group: 'person' });

    const renamed = await client.put<Saved>(`/api/v1/customer/${String(company.body.data.id)}`, { firstname: 'شرکت بتا', gender: 'company' });
    expect(renamed.body.data.name).toBe('شرکت بتا');
    expect((await client.get<{ name: string }>(`/api/v1/detail/${String(company.body.data.detail_id)}/edit`)).body.name).toBe('شرکت بتا');

    const picker = await client.get<PickerPage>(`/api/v1/getdetail?select=customer&search=${encodeURIComponent('بتا')}`);
    expect(picker.body.data).toEqual([expect.objectContaining({ id: company.body.data.id, name: 'شرکت بتا', remain: '0' })]);
  });

  it('identifies a company by its checked national id and registration number, a natural person by its national code', async () => {
    const wrong = await create({ firstname: 'شرکت گاما', gender: 'company', national_id: '10380284791' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ national_id: ['شناسه ملی معتبر نیست.|invalid-national-id'] });

    // A value sent for the other kind's field is refused on it, never stored as null without a word.
    const mixed = await create({ firstname: 'شرکت گاما', lastname: 'نادیده', gender: 'company', national_code: '0499370899' });
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors).toEqual({
      lastname: ['شرکت نام خانوادگی ندارد؛ نام شرکت را در نام بنویسید.|company-has-no-lastname'],
      national_code: ['شرکت کد ملی ندارد؛ شناسه ملی آن را در «شناسه ملی» (national_id) وارد کنید.|company-has-national-id'],
    });

    const company = await create({
      firstname: 'شرکت گاما',
      gender: 'company',
      national_id: '۱۰۳۸۰۲۸۴۷۹۰',
      registration_number: '12345',
      financial_code: '411111111111',
      national_code: null,
    });
    expect(company.status, JSON.stringify(company.body)).toBe(200);
    expect(company.body.data).toMatchObject({ national_id: '10380284790', registration_number: '12345', national_code: null });
    const found = await client.get<Paged<Person>>('/api/v1/customer?search=10380284790');
    expect(found.body.data.map((p) => p.id)).toEqual([company.body.data.id]);

    // A natural person keeps a national code, never a company's identity.
    const refused = await create({ firstname: 'مینا', gender: 'woman', national_code: '0499370899', national_id: '10380284790' });
    expect(refused.body.errors).toEqual({
      national_id: ['شخص حقیقی شناسه ملی ندارد؛ کد ملی او را در «کد ملی» (national_code) وارد کنید.|natural-person-has-national-code'],
    });
    const natural = await create({ firstname: 'مینا', gender: 'woman', national_code: '0499370899' });
    expect(natural.status, JSON.stringify(natural.body)).toBe(200);
    expect(natural.body.data).toMatchObject({ national_code: '0499370899', national_id: null, registration_number: null });
    // Made a company, the person's national code is cleared with the change: nothing of the other kind stays.
    const turned = await client.put<Saved>(`/api/v1/customer/${String(natural.body.data.id)}`, { firstname: 'مینا', gender: 'company' });
    expect(turned.status, JSON.stringify(turned.body)).toBe(200);
    expect(turned.body.data).toMatchObject({ national_code: null, gender: 'company' });
  });

  it('finds a person by its mobile typed with or without the leading zero or country prefix, in any digits', async () => {
    const person = await create({ firstname: 'موبایل‌دار', mobile: '09351234321' });
    expect(person.status, JSON.stringify(person.body)).toBe(200);
    expect(person.body.data.mobile).toBe('9351234321');
    for (const term of ['09351234321', '9351234321', '+989351234321', '۰۹۳۵۱۲۳۴۳۲۱', '0935 123 4321', '0935123']) {
      const found = await client.get<Paged<Person>>(`/api/v1/customer?search=${encodeURIComponent(term)}`);
      expect(found.body.data.map((p) => p.id), term).toEqual([person.body.data.id]);
    }
  });

  it('refuses lead with personel or another role, a wrong national code or mobile, and a missing first name, in the user language', async () => {
    const both = await create({ firstname: 'سرنخ', lead: true, personel: true, student: true, translator: false });
    expect(both.status).toBe(422);
    expect(Object.keys(both.body.errors).sort()).toEqual(['personel', 'student']);
    expect(both.body.errors.personel?.[0]).toMatch(/\|lead-excludes-personel$/);
    expect(both.body.errors.student?.[0]).toMatch(/\|not-allowed-for-lead$/);

    client.lang = 'en';
    try {
      const wrong = await create({ lastname: 'بی‌نام', national_code: '0499370898', mobile: '12345', email: 'not-mail' });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors).toEqual({
        firstname: ['This field is required.|is-required'],
        national_code: ['The national code is not valid.|invalid-national-code'],
        mobile: ['Enter the mobile number without the country prefix and leading zero, e.g. 9121234567.|invalid-mobile'],
        email: ['Enter a correct email address.|invalid-email'],
      });
    } finally {
      client.lang = 'fa';
    }

    const lead = await create({ firstname: 'سرنخ', lead: true });
    expect(lead.status).toBe(200);
    const leads = await client.get<Paged<Person>>(`/api/v1/customer?filters=${encodeURIComponent('{"lead":true}')}&perPage=500`);
    expect(leads.body.data.map((p) => p.id)).toEqual([lead.body.data.id]);
    // lead/list asks the same with a plain parameter.
    const plain = await client.get<Paged<Person>>('/api/v1/customer?lead=true&perPage=500');
    expect(plain.body.data.map((p) => p.id)).toEqual([lead.body.data.id]);
    // A lead stays a lead only while it holds no excluded role, on edit as well.
    expect((await client.put(`/api/v1/customer/${String(lead.body.data.id)}`, { firstname: 'سرنخ', visitor: true })).status).toBe(422);
  });

  it('refuses a duplicate national code or mobile only while the business option is on', async () => {
    const first = await create({ firstname: 'رضا', national_code: '0499370899', mobile: '9351112233' });
    expect(first.status).toBe(200);
    const twinOf = await create({ firstname: 'حسن', national_code: '0499370899' });
    expect(twinOf.status).toBe(200);

    await activateConfig(connection().db, biz.businessId, ['preventDuplicateNationalCode', 'preventDuplicateMobile']);
    try {
      client.lang = 'en';
      const twin = await create({ firstname: 'مهدی', national_code: '0499370899', mobile: '+98 935 111 2233' });
      expect(twin.status).toBe(422);
      expect(twin.body.errors).toEqual({
        national_code: ['This number exists in the system.|number-exists'],
        mobile: ['This number exists in the system.|number-exists'],
      });
      // The person keeps its own numbers when saved again, even one another person shared before the option.
      const again = await client.put(`/api/v1/customer/${String(first.body.data.id)}`, {
        firstname: 'رضا',
        national_code: '0499370899',
        mobile: '9351112233',
      });
      expect(again.status).toBe(200);
      const changed = await client.put<Refused>(`/api/v1/customer/${String(twinOf.body.data.id)}`, { firstname: 'حسن', mobile: '9351112233' });
      expect(changed.status).toBe(422);
      expect(Object.keys(changed.body.errors)).toEqual(['mobile']);
    } finally {
      client.lang = 'fa';
      await connection()
        .db.update(business)
        .set({ config: sql`${business.config} - 'preventDuplicateNationalCode' - 'preventDuplicateMobile'` })
        .where(eq(business.id, biz.businessId));
    }
  });

  it('posts the opening balance against the opening account, shows it in the trial balance and the statement, and replaces it on edit', async () => {
    const created = await create({ firstname: 'مریم', lastname: 'احمدی', initial_price: '1500000' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const person = created.body.data;
    expect(person).toMatchObject({ initial_price: '1500000', nature_initial_price: 'debtor', remain: '1500000', remain_state: 'debtor', initialCheck: true });
    // Her part of the year's opening document: an opening balance in the trial balance, not turnover.
    expect(await detailRow(person.detail_id)).toMatchObject({ name: 'مریم احمدی', opening_debit: '1500000', debit: '0', credit: '0', closing_debit: '1500000' });

    // A sale to her on credit, then her statement over the year.
    const sale = {
      date: year.from,
      description: 'فروش',
      rows: [
        { account: accounts.receivable, detail: person.detail_id, debit: '250000', credit: '0' },
        { account: accounts.sales, debit: '0', credit: '250000' },
      ],
    };
    expect((await client.post('/api/v1/accounting', sale)).status).toBe(200);
    const statement = await client.get<BookPage>(`/api/v1/customer/${String(person.id)}/statement`);
    expect(statement.status).toBe(200);
    expect(statement.body.initial).toBe('0');
    expect(statement.body.data.map((row) => [row.debit, row.cumulative_debtor, row.cumulative_creditor, row.remain])).toEqual([
      ['1500000', '1500000', '0', '1500000'],
      ['250000', '1750000', '0', '1750000'],
    ]);
    const later = await client.get<BookPage>(`/api/v1/customer/${String(person.id)}/statement?from=${year.to}&to=${year.to}`);
    expect(later.body).toMatchObject({ initial: '1750000', data: [] });

    // Edited to a creditor balance: her part of the opening document is replaced, not added to.
    const creditor = await client.put<Saved>(`/api/v1/customer/${String(person.id)}`, {
      firstname: 'مریم',
      lastname: 'احمدی',
      initial_price: '400000',
      nature_initial_price: 'creditor',
    });
    expect(creditor.status, JSON.stringify(creditor.body)).toBe(200);
    expect(creditor.body.data).toMatchObject({ remain: '-150000', remain_state: 'creditor' });
    expect(await detailRow(person.detail_id)).toMatchObject({ opening_credit: '400000', debit: '250000', credit: '0' });
    const creditors = await client.get<Paged<Person>>(`/api/v1/customer?filters=${encodeURIComponent('{"remain_state":"creditor"}')}&perPage=500`);
    expect(creditors.body.data.map((p) => p.id)).toContain(person.id);
    const debtors = await client.get<Paged<Person>>('/api/v1/customer?remain_state=debtor&perPage=500');
    expect(debtors.body.data.map((p) => p.id)).not.toContain(person.id);
    expect(debtors.body.data.every((p) => p.remain_state === 'debtor')).toBe(true);
    expect((await client.get('/api/v1/customer?remain_state=owing')).status).toBe(422);

    // With postings of its own, the person stays.
    const refused = await client.call<{ message: string }>('DELETE', `/api/v1/customer/${String(person.id)}`);
    expect(refused.status).toBe(420);
    expect(refused.body.message).toBe('این شخص گردش حسابداری دارد و حذف نمی‌شود.');
  });

  it('deletes a person with only its temporary opening, its part of the opening document and detail account with it', async () => {
    const created = await create({ firstname: 'موقت', initial_price: '999' });
    const person = created.body.data;
    const removed = await client.call('DELETE', `/api/v1/customer/${String(person.id)}`);
    expect(removed.status).toBe(200);
    expect((await client.get(`/api/v1/detail/${String(person.detail_id)}/edit`)).status).toBe(404);
    expect(await detailRow(person.detail_id)).toBeUndefined();
  });

  it('refuses to change an opening balance whose document became permanent', async () => {
    const created = await create({ firstname: 'سارا', initial_price: '300', nature_initial_price: 'creditor' });
    const person = created.body.data;
    expect(person).toMatchObject({ remain: '-300', remain_state: 'creditor' });
    const documents = await client.get<Paged<{ id: number; source_type: string }>>('/api/v1/accounting?perPage=100');
    const opening = documents.body.data.find((document) => document.source_type === 'opening');
    if (!opening) throw new Error('no opening document');
    expect((await client.post('/api/v1/accounting/permanent', { ids: [opening.id] })).status).toBe(200);
    expect((await edit(person.id)).initialCheck).toBe(false);

    const changed = await client.put<{ message: string }>(`/api/v1/customer/${String(person.id)}`, { firstname: 'سارا', initial_price: '500' });
    expect(changed.status).toBe(420);
    expect(changed.body.message).toContain('دائم');
    // The same balance sent again with the whole form is no change.
    const same = await client.put(`/api/v1/customer/${String(person.id)}`, { firstname: 'سارا', initial_price: '300', nature_initial_price: 'creditor' });
    expect(same.status).toBe(200);
    expect((await client.call('DELETE', `/api/v1/customer/${String(person.id)}`)).status).toBe(420);
    // The year's opening document is permanent: a new opening balance has no document to go into.
    expect((await create({ firstname: 'دیرآمده', initial_price: '100' })).status).toBe(420);
    // A person without an opening balance has no part in it, and goes as any unposted person does.
    const plain = await create({ firstname: 'بی‌مانده' });
    expect((await client.call('DELETE', `/api/v1/customer/${String(plain.body.data.id)}`)).status).toBe(200);
  });

  it('keeps persons to their business and answers 403 without the permissions', async () => {
    const mine = await create({ firstname: 'خصوصی' });
    const other = await createTestBusiness(connection().db, 'Other people');
    const outsider = await server().client().login(other.ownerUsername, other.ownerPassword);
    const theirList = await outsider.get<Paged<Person>>('/api/v1/customer?perPage=500');
    expect(theirList.body.data.map((p) => p.id)).not.toContain(mine.body.data.id);
    expect((await outsider.get(`/api/v1/customer/${String(mine.body.data.id)}/edit`)).status).toBe(404);
    expect((await outsider.get(`/api/v1/customer/${String(mine.body.data.id)}/statement`)).status).toBe(404);
    const picker = await outsider.get<PickerPage>('/api/v1/getdetail?select=customer');
    expect(picker.body.data.map((item) => item.id)).not.toContain(mine.body.data.id);

    await addMember(connection().db, biz.businessId, { username: 'people-none', password: 'people-none-1', permissions: [] });
    await addMember(connection().db, biz.businessId, { username: 'people-viewer', password: 'people-viewer-1', permissions: ['CustomerList'] });
    const none = await server().client().login('people-none', 'people-none-1');
    const viewer = await server().client().login('people-viewer', 'people-viewer-1');
    for (const path of ['/api/v1/customer', `/api/v1/customer/${String(mine.body.data.id)}/edit`, `/api/v1/customer/${String(mine.body.data.id)}/statement`]) {
      expect((await none.get(path)).status).toBe(403);
      expect((await viewer.get(path)).status).toBe(200);
    }
    expect((await create({ firstname: 'بی‌اجازه' }, viewer)).status).toBe(403);
    expect((await viewer.put(`/api/v1/customer/${String(mine.body.data.id)}`, { firstname: 'تغییر' })).status).toBe(403);
    expect((await viewer.call('DELETE', `/api/v1/customer/${String(mine.body.data.id)}`)).status).toBe(403);
  });
});

describe('remain states', () => {
  it('read debtor above zero, creditor below and clearing at zero', () => {
    expect(['12.5', '-0.1', '0'].map(remainStateOf)).toEqual(['debtor', 'creditor', 'clearing']);
  });
});
