import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/databases.ts';
import { tinyPng } from '../../../test/files.ts';
import { activatePlanOptions, addMember, createTestBusiness, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

type Row = Record<string, unknown>;

async function upload(client: ApiClient, refId: number, files: { name: string; bytes: Buffer; title?: string }[]) {
  const form = new FormData();
  form.append('select', 'fileUpload');
  form.append('type', 'customer');
  form.append('refId', String(refId));
  files.forEach((file, index) => {
    form.append(`files[${index}]`, new Blob([file.bytes]), file.name);
    form.append(`selectedFile[${index}]`, JSON.stringify({ title: file.title ?? file.name }));
  });
  const response = await fetch(`${client.baseUrl}/api/v1/createdetail`, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.token}`, domain: client.appKey ?? '', 'accept-language': 'en' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { data: Row[]; errors?: Record<string, string[]> } };
}

describeEachEngine('createdetail: picker items and uploads', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let owner: ApiClient;
  let clerk: ApiClient;
  let personId: number;
  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Create detail');
    // A person's attachments are the documents system's.
    await activatePlanOptions(connection().db, biz.businessId, ['documentsSystem']);
    await addMember(connection().db, biz.businessId, {
      username: 'picker-clerk',
      password: 'picker-clerk-pass',
      permissions: ['GroupMainList'],
    });
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    clerk = await server().client().login('picker-clerk', 'picker-clerk-pass');
    personId = (await owner.post<{ data: { id: number } }>('/api/v1/customer', { firstname: 'با پیوست' })).body.data.id;
  });

  it('creates a picker item that carries fin_id, and requires a name', async () => {
    const created = await clerk.post<{ data: Row; message: string }>('/api/v1/createdetail', { select: 'group/main', name: 'لوازم خانگی' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'لوازم خانگی', label: 'لوازم خانگی', remain: null });
    expect(created.body.data.fin_id).toBe(created.body.data.id);
    const picked = await clerk.get<{ data: Row[] }>(`/api/v1/getdetail?select=group/main&search=${encodeURIComponent('خانگی')}`);
    expect(picked.body.data.map((item) => item.id)).toEqual([created.body.data.id]);

    const unnamed = await clerk.post('/api/v1/createdetail', { select: 'group/main', name: '  ' });
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.errors).toEqual({ name: ['این فیلد الزامی است.|is-required'] });
  });

  it('renames and deletes picker items only with removeCategoryItem', async () => {
    const created = await owner.post<{ data: Row }>('/api/v1/createdetail', { select: 'group/main', name: 'قدیمی' });
    const id = created.body.data.id;
    expect((await clerk.post('/api/v1/createdetail', { select: 'group/main', id, name: 'جدید' })).status).toBe(403);
    expect((await clerk.post('/api/v1/createdetail', { select: 'group/main', deleteId: id })).status).toBe(403);

    const renamed = await owner.post<{ data: Row }>('/api/v1/createdetail', { select: 'group/main', id, name: 'جدید' });
    expect(renamed.body.data).toMatchObject({ id, name: 'جدید' });
    expect((await owner.post('/api/v1/createdetail', { select: 'group/main', deleteId: id })).status).toBe(200);
    expect((await owner.get(`/api/v1/group/main/${String(id)}/edit`)).status).toBe(404);
  });

  it("renames and deletes no picker item with removeCategoryItem alone: each needs its record's own permission", async () => {
    const { userId } = await addMember(connection().db, biz.businessId, { username: 'item-remover', password: 'item-remover-1', permissions: ['removeCategoryItem'] });
    const remover = await server().client().login('item-remover', 'item-remover-1');
    const role = await owner.post<{ data: Row }>('/api/v1/role', { name: 'نقش نمونه', permissions: [] });
    const currency = await owner.post<{ data: Row }>('/api/v1/currency', { name: 'دلار', symbol: '$', decimals: 2, rate: '1' });
    const person = await owner.post<{ data: Row }>('/api/v1/customer', { firstname: 'شخص نمونه' });
    const years = await owner.get<{ data: Row[] }>('/api/v1/accounting/year');
    const targets = {
      role: role.body.data.id,
      currency: currency.body.data.id,
      customer: person.body.data.id,
      detail: person.body.data.detail_id,
      'accounting/year': years.body.data[0]?.id,
      'management/user': userId,
    };
    for (const [select, id] of Object.entries(targets)) {
      expect(id, select).toEqual(expect.any(Number));
      const renamed = await remover.post('/api/v1/createdetail', { select, id, name: 'ربوده' });
      expect({ select, status: renamed.status }).toEqual({ select, status: 403 });
      const deleted = await remover.post('/api/v1/createdetail', { select, deleteId: id });
      expect({ select, status: deleted.status }).toEqual({ select, status: 403 });
      expect((await owner.get(`/api/v1/${select}/${String(id)}/edit`)).status, select).toBe(200);
    }
  });

  it('refuses a picker item of a kind the user may not create', async () => {
    expect((await clerk.post('/api/v1/createdetail', { select: 'currency', name: 'دلار' })).status).toBe(403);
    expect((await clerk.post('/api/v1/createdetail', { select: 'no-such-kind', name: 'x' })).status).toBe(404);
  });

  it('stores an image, lists it, and serves it through its signed link only', async () => {
    const png = tinyPng();
    const uploaded = await upload(owner, personId, [{ name: 'logo.png', bytes: png, title: 'Logo' }]);
    expect(uploaded.status).toBe(200);
    const [item] = uploaded.body.data;
    expect(item).toMatchObject({ name: 'logo.png', title: 'Logo', size: png.length, extension: 'png', type: 'image/png' });

    const listed = await owner.get<{ data: Row[] }>(`/api/v1/files?type=customer&refId=${String(personId)}`);
    expect(listed.body.data.map((file) => file.id)).toContain(item?.id);

    const served = await fetch(`${owner.baseUrl}${String(item?.url)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const forged = String(item?.url).replace(/\/[\w-]{32}\//, `/${'A'.repeat(32)}/`);
    expect((await fetch(`${owner.baseUrl}${forged}`)).status).toBe(404);

    expect((await owner.call('DELETE', `/api/v1/files/${String(item?.id)}`)).status).toBe(200);
    expect((await fetch(`${owner.baseUrl}${String(item?.url)}`)).status).toBe(404);
  });

  it('refuses the whole upload when one file is over 500,000 bytes or is not what its name says', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(500_001)]);
    const refused = await upload(owner, personId, [
      { name: 'ok.png', bytes: tinyPng() },
      { name: 'huge.png', bytes: big },
      { name: 'fake.png', bytes: Buffer.from('MZ not really a png') },
    ]);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      files: ['huge.png is larger than 500,000 bytes.|file-too-large', 'fake.png is not an accepted type of file.|file-type-not-allowed'],
    });
    const listed = await owner.get<{ data: Row[] }>(`/api/v1/files?type=customer&refId=${String(personId)}`);
    expect(listed.body.data.map((file) => file.name)).not.toContain('ok.png');
  });
});
