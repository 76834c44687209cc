import { beforeAll, expect, it } from 'vitest';
import { cashierPermission, type OfflinePage, type OfflineShortcutItem } from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import { addMember, createTestBusiness, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

/* The cashier's shortcut pages (issue 19): a resource of the engine, made by `POST shortcut` as JSON or as the
   spec's multipart form, its products kept in order as rows of their own. */

interface Page {
  id: number;
  title: string;
  to: string | null;
  icon: string | null;
  color: string | null;
  items: { product: number }[];
}
type Saved = { data: Page; message: string; errors: Record<string, string[]> };

describeEachEngine('shortcut pages', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let owner: ApiClient;
  let cashier: ApiClient;
  let clerk: ApiClient;
  let products: { tea: number; sugar: number; foreign: number };

  const idOf = async (as: ApiClient, path: string, body: Record<string, unknown>) => {
    const reply = await as.post<{ data: { id: number } }>(`/api/v1/${path}`, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.id;
  };
  /** `POST shortcut` as the spec sends it: multipart fields. */
  const postForm = async (as: ApiClient, fields: Record<string, string>, file?: string) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file) form.append(file, new Blob(['not a form value']), 'note.txt');
    const response = await fetch(`${as.baseUrl}/api/v1/shortcut`, {
      method: 'POST',
      headers: { authorization: `Bearer ${as.token ?? ''}`, domain: as.appKey ?? '', 'accept-language': 'fa' },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Saved };
  };
  const itemsOf = async (page: number) => {
    const reply = await cashier.get<OfflinePage<OfflineShortcutItem>>('/api/v1/getdetail?select=productShortcutItems');
    return reply.body.data.filter((item) => item.page_id === page).map(({ product_id, position }) => ({ product_id, position }));
  };

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Tea house');
    const other = await createTestBusiness(connection().db, 'Another tea house');
    await addMember(connection().db, biz.businessId, { username: `cashier-${String(biz.businessId)}`, password: 'cashier-password', permissions: [cashierPermission, 'ShortcutList', 'Shortcut'] });
    await addMember(connection().db, biz.businessId, { username: `clerk-${String(biz.businessId)}`, password: 'clerk-password', permissions: ['ProductList'] });
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    cashier = await server().client().login(`cashier-${String(biz.businessId)}`, 'cashier-password');
    clerk = await server().client().login(`clerk-${String(biz.businessId)}`, 'clerk-password');
    const theirs = await server().client().login(other.ownerUsername, other.ownerPassword);
    products = {
      tea: await idOf(owner, 'products', { name: 'چای' }),
      sugar: await idOf(owner, 'products', { name: 'قند' }),
      foreign: await idOf(theirs, 'products', { name: 'چای همسایه' }),
    };
  });

  it('is made as JSON with its products in order, and answers as the engine does', async () => {
    const reply = await cashier.post<Saved>('/api/v1/shortcut', {
      title: 'نوشیدنی',
      to: 'drinks',
      icon: 'local_cafe',
      color: '#795548',
      items: [{ product: products.sugar }, { product: products.tea }],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toEqual({
      data: { id: expect.any(Number), title: 'نوشیدنی', to: 'drinks', icon: 'local_cafe', color: '#795548', items: [{ product: products.sugar }, { product: products.tea }] },
      message: 'ثبت شد.',
    });
    const { id } = reply.body.data;
    expect(await itemsOf(id)).toEqual([
      { product_id: products.sugar, position: 1 },
      { product_id: products.tea, position: 2 },
    ]);
    expect((await cashier.get(`/api/v1/shortcut/${String(id)}/edit`)).body).toEqual(reply.body.data);

    // A save's products replace the page's, in the new order.
    const reordered = await cashier.put<Saved>(`/api/v1/shortcut/${String(id)}`, { title: 'نوشیدنی', items: [{ product: products.tea }] });
    expect(reordered.body.data.items).toEqual([{ product: products.tea }]);
    expect(await itemsOf(id)).toEqual([{ product_id: products.tea, position: 1 }]);
    expect((await cashier.call('DELETE', `/api/v1/shortcut/${String(id)}`)).status).toBe(200);
    expect(await itemsOf(id)).toEqual([]);
  });

  it('is made by the spec’s multipart POST shortcut: title, to, icon and color, and products as their JSON', async () => {
    const reply = await postForm(cashier, { title: 'صبحانه', to: 'breakfast', icon: 'egg', color: 'orange' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toEqual({
      data: { id: expect.any(Number), title: 'صبحانه', to: 'breakfast', icon: 'egg', color: 'orange', items: [] },
      message: 'ثبت شد.',
    });
    const withItems = await postForm(cashier, { title: 'عصرانه', items: JSON.stringify([{ product: products.tea }]) });
    expect(withItems.body.data.items).toEqual([{ product: products.tea }]);

    const untitled = await postForm(cashier, { to: 'nowhere' });
    expect(untitled.status).toBe(422);
    expect(Object.keys(untitled.body.errors)).toEqual(['title']);
    const withFile = await postForm(cashier, { title: 'با پیوست' }, 'icon');
    expect(withFile.status).toBe(422);
    expect(Object.keys(withFile.body.errors)).toEqual(['icon']);
  });

  it("refuses another business's product on a page (422), writing nothing", async () => {
    const before = await cashier.get<{ total: number }>('/api/v1/shortcut');
    const reply = await cashier.post<Saved>('/api/v1/shortcut', { title: 'ناخواسته', items: [{ product: products.tea }, { product: products.foreign }] });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors)).toEqual(['items.1.product']);
    const form = await postForm(cashier, { title: 'ناخواسته', items: JSON.stringify([{ product: products.foreign }]) });
    expect(form.status).toBe(422);
    expect((await cashier.get<{ total: number }>('/api/v1/shortcut')).body.total).toBe(before.body.total);
  });

  it('a removed product leaves the pages it was on', async () => {
    const biscuit = await idOf(owner, 'products', { name: 'بیسکویت' });
    const page = await idOf(cashier, 'shortcut', { title: 'خوراکی', items: [{ product: biscuit }, { product: products.sugar }] });
    expect((await owner.call('DELETE', `/api/v1/products/${String(biscuit)}`)).status).toBe(200);
    expect(await itemsOf(page)).toEqual([{ product_id: products.sugar, position: 2 }]);
  });

  it('is refused (403) to a member who may not arrange shortcut pages, as JSON and as multipart', async () => {
    expect((await clerk.post('/api/v1/shortcut', { title: 'پنهان' })).status).toBe(403);
    expect((await postForm(clerk, { title: 'پنهان' })).status).toBe(403);
    expect((await clerk.get('/api/v1/shortcut')).status).toBe(403);
  });
});
