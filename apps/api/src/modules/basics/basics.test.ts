import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/databases.ts';
import { createTestBusiness, useTestServer, type ApiClient } from '../../../test/http-client.ts';

type Row = Record<string, unknown>;

describeEachEngine('the plain entities and their rules', (connection) => {
  const server = useTestServer(connection);
  let client: ApiClient;
  beforeAll(async () => {
    const biz = await createTestBusiness(connection().db, 'Basics');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
  });

  it('gives new tags the palette colours in order, lists them at tags/show, and renames one by GET', async () => {
    const first = await client.post<{ data: Row }>('/api/v1/tags', { text: 'مشتری ویژه' });
    const second = await client.post<{ data: Row }>('/api/v1/tags', { text: 'عمده' });
    expect([first.body.data.color, second.body.data.color]).toEqual(['green', 'red']);
    const shown = await client.get<{ data: Row[] }>(`/api/v1/tags/show?search=${encodeURIComponent('ویژه')}`);
    expect(shown.body.data.map((t) => t.text)).toEqual(['مشتری ویژه']);

    const renamed = await client.get<{ data: Row; message: string }>(
      `/api/v1/tags/${encodeURIComponent('عمده')}/edit?oldText=${encodeURIComponent('عمده')}&text=${encodeURIComponent('بنکدار')}&color=blue`,
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ text: 'بنکدار', color: 'blue' });
    expect((await client.get(`/api/v1/tags/${encodeURIComponent('عمده')}/edit`)).status).toBe(404);
    expect((await client.call('DELETE', `/api/v1/tags/${encodeURIComponent('بنکدار')}`)).status).toBe(200);
  });

  it('finds a record whichever of the Arabic or Persian ye and kaf is typed', async () => {
    await client.post('/api/v1/category', { name: 'کیف و کفش' });
    const arabic = await client.get<{ total: number }>(`/api/v1/category?search=${encodeURIComponent('كيف')}`);
    expect(arabic.body.total).toBe(1);
  });

  it('refuses a duplicate name on its field, and removing a main group that has sub-groups', async () => {
    const group = await client.post<{ data: Row }>('/api/v1/group/main', { name: 'الکترونیک', code: 'E1' });
    const duplicate = await client.post('/api/v1/group/main', { name: 'الکترونیک' });
    expect(duplicate).toEqual({
      status: 422,
      body: { message: 'برخی فیلدها معتبر نیستند.', errors: { name: ['این مقدار در سیستم وجود دارد.|duplicate-value'] } },
    });
    await client.post('/api/v1/group/sub', { name: 'گوشی', parent_id: group.body.data.id });
    const refused = await client.call('DELETE', `/api/v1/group/main/${String(group.body.data.id)}`);
    expect(refused).toEqual({ status: 420, body: { message: 'این مورد در حال استفاده است و حذف نمی‌شود.' } });
  });

  it('keeps an empty code as no code, so records without one do not clash on a unique code', async () => {
    const first = await client.post<{ data: Row }>('/api/v1/group/main', { name: 'بی‌کد یک', code: '' });
    const second = await client.post<{ data: Row }>('/api/v1/group/main', { name: 'بی‌کد دو', code: '  ' });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.data.code, second.body.data.code]).toEqual([null, null]);
  });

  it('chains the sub-group picker by its parent, and refuses a parent of another kind or business', async () => {
    const phones = await client.post<{ data: Row }>('/api/v1/group/main', { name: 'موبایل' });
    const books = await client.post<{ data: Row }>('/api/v1/group/main', { name: 'کتاب' });
    await client.post('/api/v1/group/sub', { name: 'سامسونگ', parent_id: phones.body.data.id });
    await client.post('/api/v1/group/sub', { name: 'رمان', parent_id: books.body.data.id });
    const picked = await client.get<{ data: Row[] }>(`/api/v1/getdetail?select=group/sub&parent_id=${String(phones.body.data.id)}`);
    expect(picked.body.data.map((item) => item.name)).toEqual(['سامسونگ']);
    const list = await client.get<{ data: Row[] }>(`/api/v1/group/sub?parent_id=${String(books.body.data.id)}`);
    expect(list.body.data).toMatchObject([{ name: 'رمان', parent_id_label: 'کتاب' }]);
    const orphan = await client.post('/api/v1/group/sub', { name: 'یتیم', parent_id: 999999 });
    expect(orphan.status).toBe(422);
    expect(orphan.body.errors).toEqual({ parent_id: ['این مقدار معتبر نیست.|invalid-value'] });
  });

  it('sorts by two columns and pages with from and last_page', async () => {
    const first = await client.post<{ data: Row }>('/api/v1/group/main', { name: 'گروه اول' });
    const second = await client.post<{ data: Row }>('/api/v1/group/main', { name: 'گروه دوم' });
    for (const [name, parent] of [['ب', second], ['الف', first], ['ج', first], ['د', second]] as const) {
      await client.post('/api/v1/group/sub', { name, code: `S-${name}`, parent_id: parent.body.data.id });
    }
    const filter = encodeURIComponent(JSON.stringify({ parent_id: [first.body.data.id, second.body.data.id] }));
    const sorted = await client.get<{ data: Row[]; total: number; last_page: number; from: number }>(
      `/api/v1/group/sub?sortBy=parent_id:asc,name:desc&filters=${filter}`,
    );
    expect(sorted.body.data.map((row) => row.name)).toEqual(['ج', 'الف', 'د', 'ب']);
    const paged = await client.get<{ data: Row[]; from: number; current_page: number; last_page: number }>(
      `/api/v1/group/sub?sortBy=name:asc&perPage=5&page=2&filters=${filter}&search=`,
    );
    // Four rows fit one page of five: a later page is answered as the last one.
    expect(paged.body).toMatchObject({ from: 1, current_page: 1, last_page: 1 });
    expect((await client.get('/api/v1/group/sub?sortBy=description:asc')).status).toBe(422);
    expect((await client.get('/api/v1/group/sub?perPage=7')).status).toBe(422);
  });

  it('keeps the default currency and the current year from being removed, and years from overlapping', async () => {
    const currencies = await client.get<{ data: Row[] }>('/api/v1/currency');
    const rial = currencies.body.data.find((c) => c.isDefault === true);
    expect(await client.call('DELETE', `/api/v1/currency/${String(rial?.id)}`)).toEqual({
      status: 420,
      body: { message: 'ارز پیش‌فرض حذف نمی‌شود.' },
    });
    const years = await client.get<{ data: Row[] }>('/api/v1/accounting/year');
    const main = years.body.data.find((y) => y.isMain === true);
    expect((await client.call('DELETE', `/api/v1/accounting/year/${String(main?.id)}`)).status).toBe(420);
    const overlapping = await client.post('/api/v1/accounting/year', { name: 'x', startDate: '2026-06-01', endDate: '2027-05-31' });
    expect(overlapping).toEqual({ status: 420, body: { message: 'این سال مالی با سال مالی دیگری هم‌پوشانی دارد.' } });
    const backwards = await client.post('/api/v1/accounting/year', { name: 'y', startDate: '2031-06-01', endDate: '2031-01-01' });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({ endDate: ['تاریخ پایان باید بعد از تاریخ شروع باشد.|end-before-start'] });
  });

  it('keeps description drafts by type, five to a page', async () => {
    for (let n = 1; n <= 6; n++) await client.post('/api/v1/descriptions', { text: `شرح ${n}`, type: 'sell' });
    await client.post('/api/v1/descriptions', { text: 'شرح خرید', type: 'purchase' });
    const page = await client.get<{ data: Row[]; total: number; last_page: number }>(
      '/api/v1/descriptions/show?type=sell&perPage=5&sortBy=text:desc',
    );
    expect(page.body.total).toBe(6);
    expect(page.body.last_page).toBe(2);
    expect(page.body.data[0]?.text).toBe('شرح 6');
  });
});
