import { and, count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { activityLog, detailAccount } from '@hesab/db';
import { describeEachEngine } from '../../../test/databases.ts';
import {
  activateConfig,
  addMember,
  createTestBusiness,
  useTestServer,
  type ApiClient,
  type Reply,
  type TestBusiness,
} from '../../../test/http-client.ts';

type Row = Record<string, unknown>;
type Saved = { data: Row };

const q = encodeURIComponent;

/** The tags and customFields field types, as the detail account carries them. */
describeEachEngine('tags and custom fields of a record', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let owner: ApiClient;
  let other: ApiClient;
  let featureOff: ApiClient;
  beforeAll(async () => {
    const db = connection().db;
    biz = await createTestBusiness(db, 'Tags');
    const otherBiz = await createTestBusiness(db, 'Other');
    const offBiz = await createTestBusiness(db, 'Without custom fields');
    for (const business of [biz, otherBiz]) await activateConfig(db, business.businessId, ['customFieldsSystem']);
    await addMember(db, biz.businessId, { username: 'detail-clerk', password: 'detail-clerk-pass', permissions: ['Detail', 'DetailList'] });
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    other = await server().client().login(otherBiz.ownerUsername, otherBiz.ownerPassword);
    featureOff = await server().client().login(offBiz.ownerUsername, offBiz.ownerPassword);
  });

  const detail = (name: string, extra: Row = {}) => ({ name, group: 'person', ...extra });

  async function logRows(type: string, refId?: unknown): Promise<number> {
    const where = and(
      eq(activityLog.businessId, biz.businessId),
      eq(activityLog.refType, type),
      refId === undefined ? undefined : eq(activityLog.refId, String(refId)),
    );
    const [row] = await connection().db.select({ n: count() }).from(activityLog).where(where);
    return row?.n ?? 0;
  }

  it('saves tags by text, making a new one with the next colour, reads them back with colours and filters by one', async () => {
    const vip = await owner.post<Saved>('/api/v1/tags', { text: 'ویژه' });
    expect(vip.body.data.color).toBe('green');
    const tagLogs = await logRows('tag');

    const saved = await owner.post<Saved>('/api/v1/detail', detail('علی رضایی', { tags: ['ویژه', 'عمده', 'ویژه'] }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ tags: ['ویژه', 'عمده'], tags_colors: ['green', 'red'] });
    // The new tag is a tag of the business like any other, logged as made.
    const made = await owner.get<Row>(`/api/v1/tags/${q('عمده')}/edit`);
    expect(made.body).toMatchObject({ text: 'عمده', color: 'red' });
    expect(await logRows('tag')).toBe(tagLogs + 1);

    const id = String(saved.body.data.id);
    expect((await owner.get(`/api/v1/detail/${id}/edit`)).body).toEqual(saved.body.data);
    await owner.post('/api/v1/detail', detail('سارا احمدی', { tags: ['ویژه'] }));

    const filtered = await owner.get<{ data: Row[] }>(`/api/v1/detail?filters=${q(JSON.stringify({ tags: 'عمده' }))}`);
    expect(filtered.body.data.map((row) => row.name)).toEqual(['علی رضایی']);
    const byParameter = await owner.get<{ data: Row[] }>(`/api/v1/detail?tags=${q('ویژه')}&sortBy=name:asc`);
    expect(byParameter.body.data.map((row) => row.name)).toEqual(['سارا احمدی', 'علی رضایی']);

    // A renamed and recoloured tag shows so on the record; a removed one leaves it.
    await owner.get(`/api/v1/tags/${q('عمده')}/edit?oldText=${q('عمده')}&text=${q('بنکدار')}&color=blue`);
    expect((await owner.get(`/api/v1/detail/${id}/edit`)).body).toMatchObject({
      tags: ['ویژه', 'بنکدار'],
      tags_colors: ['green', 'blue'],
    });
    await owner.call('DELETE', `/api/v1/tags/${q('ویژه')}`);
    expect((await owner.get(`/api/v1/detail/${id}/edit`)).body).toMatchObject({ tags: ['بنکدار'], tags_colors: ['blue'] });

    const cleared = await owner.put<Saved>(`/api/v1/detail/${id}`, detail('علی رضایی', { tags: [] }));
    expect(cleared.body.data).toMatchObject({ tags: [], tags_colors: [] });
  });

  it('makes one tag when two saves bring the same new text at once', async () => {
    const text = `همزمان ${Date.now()}`;
    const saves = await Promise.all(
      ['همزمان یک', 'همزمان دو', 'همزمان سه'].map((name) => owner.post<Saved>('/api/v1/detail', detail(name, { tags: [text] }))),
    );
    for (const save of saves) expect(save.status, JSON.stringify(save.body)).toBe(200);
    const listed = await owner.get<{ data: Row[] }>(`/api/v1/tags?search=${q(text)}`);
    expect(listed.body.data.map((tag) => tag.text)).toEqual([text]);
  });

  it('makes no tag when the record is refused', async () => {
    await owner.post('/api/v1/detail', detail('اول', { code: 'D-1' }));
    const refused = await owner.post('/api/v1/detail', detail('دوم', { code: 'D-1', tags: ['نیمه‌کاره'] }));
    expect(refused.status).toBe(422);
    expect((await owner.get(`/api/v1/tags/${q('نیمه‌کاره')}/edit`)).status).toBe(404);
  });

  it('saves custom fields and refuses a row without its key or value on that row, in the user’s language', async () => {
    const rows = [
      { key: 'رنگ', value: 'آبی' },
      { key: 'اندازه', value: 'بزرگ' },
    ];
    const saved = await owner.post<Saved>('/api/v1/detail', detail('با فیلد سفارشی', { customFields: rows }));
    expect(saved.body.data.customFields).toEqual(rows);
    expect((await owner.get(`/api/v1/detail/${String(saved.body.data.id)}/edit`)).body).toMatchObject({ customFields: rows });

    const invalid = { customFields: [{ key: ' ', value: 'x' }, { key: 'وزن' }] };
    const persian = await owner.post<{ errors: Record<string, string[]> }>('/api/v1/detail', detail('ناقص', invalid));
    expect(persian.status).toBe(422);
    expect(persian.body.errors).toEqual({
      'customFields.0.key': ['این فیلد الزامی است.|is-required'],
      'customFields.1.value': ['این فیلد الزامی است.|is-required'],
    });
    owner.lang = 'en';
    const english = await owner.post<{ errors: Record<string, string[]> }>('/api/v1/detail', detail('ناقص', invalid));
    owner.lang = 'fa';
    expect(english.body.errors['customFields.1.value']).toEqual(['This field is required.|is-required']);
  });

  it('lists the keys in use and renames one in every record of this business, each change logged, in one call', async () => {
    const a = await owner.post<Saved>('/api/v1/detail', detail('الف', { customFields: [{ key: 'شهر', value: 'تهران' }] }));
    const b = await owner.post<Saved>('/api/v1/detail', detail('ب', {
      customFields: [{ key: 'کد اقتصادی', value: '123' }, { key: 'شهر', value: 'شیراز' }],
    }));
    const untouched = await owner.post<Saved>('/api/v1/detail', detail('ج', { customFields: [{ key: 'استان', value: 'فارس' }] }));
    const theirs = await other.post<Saved>('/api/v1/detail', detail('دیگری', { customFields: [{ key: 'شهر', value: 'یزد' }] }));

    const keys = await owner.get<{ data: string[] }>(`/api/v1/getdetail?select=customFieldKeys&type=detail&search=${q('شه')}`);
    expect(keys).toEqual({ status: 200, body: { data: ['شهر'] } });

    const logsBefore = await logRows('detail');
    const renamed = await owner.get<{ message: string; count: number }>(
      `/api/v1/getdetail?select=editCustomFields&type=detail&oldKey=${q('شهر')}&key=${q('محل')}`,
    );
    expect(renamed).toEqual({ status: 200, body: { message: 'نام کلید در ۲ رکورد تغییر کرد.', count: 2 } });
    expect(await logRows('detail')).toBe(logsBefore + 2);
    expect(await logRows('detail', a.body.data.id)).toBe(2);

    const read = async (client: ApiClient, saved: Reply<Saved>) =>
      (await client.get<Row>(`/api/v1/detail/${String(saved.body.data.id)}/edit`)).body.customFields;
    expect(await read(owner, a)).toEqual([{ key: 'محل', value: 'تهران' }]);
    expect(await read(owner, b)).toEqual([{ key: 'کد اقتصادی', value: '123' }, { key: 'محل', value: 'شیراز' }]);
    expect(await read(owner, untouched)).toEqual([{ key: 'استان', value: 'فارس' }]);
    expect(await read(other, theirs)).toEqual([{ key: 'شهر', value: 'یزد' }]);

    const keysAfter = await owner.get<{ data: string[] }>('/api/v1/getdetail?select=customFieldKeys&type=detail');
    expect(keysAfter.body.data).toContain('محل');
    expect(keysAfter.body.data).not.toContain('شهر');
  });

  it('refuses a rename of an unknown type, an empty key, and one without the permission or the feature', async () => {
    const unknownType = await owner.get('/api/v1/getdetail?select=editCustomFields&type=currency&oldKey=a&key=b');
    expect(unknownType.status).toBe(422);
    const emptyKey = await owner.get<{ errors: Row }>('/api/v1/getdetail?select=editCustomFields&type=detail&oldKey=a&key=');
    expect(emptyKey.status).toBe(422);
    expect(Object.keys(emptyKey.body.errors)).toEqual(['key']);

    const clerk = await server().client().login('detail-clerk', 'detail-clerk-pass');
    expect((await clerk.get('/api/v1/getdetail?select=editCustomFields&type=detail&oldKey=a&key=b')).status).toBe(403);
    const off = await featureOff.get<{ message: string }>('/api/v1/getdetail?select=customFieldKeys&type=detail');
    expect(off).toEqual({ status: 403, body: { message: 'فیلدهای سفارشی برای این کسب‌وکار فعال نیست.' } });
  });

  it('ignores custom fields written by a user without the permission, or where the feature is off, keeping what is stored', async () => {
    const rows = [{ key: 'رنگ', value: 'سبز' }];
    const saved = await owner.post<Saved>('/api/v1/detail', detail('نگه‌داشته', { customFields: rows }));
    const id = String(saved.body.data.id);

    const clerk = await server().client().login('detail-clerk', 'detail-clerk-pass');
    const edited = await clerk.put<Saved>(`/api/v1/detail/${id}`, detail('نگه‌داشته شد', { customFields: [] }));
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'نگه‌داشته شد', customFields: rows });
    const created = await clerk.post<Saved>('/api/v1/detail', detail('بی فیلد', { customFields: rows }));
    expect(created.body.data.customFields).toEqual([]);

    const elsewhere = await featureOff.post<Saved>('/api/v1/detail', detail('خاموش', { customFields: rows }));
    expect(elsewhere.status).toBe(200);
    const [stored] = await connection()
      .db.select({ customFields: detailAccount.customFields })
      .from(detailAccount)
      .where(eq(detailAccount.id, elsewhere.body.data.id as number));
    expect(stored?.customFields).toEqual([]);
  });
});
