import { beforeAll, describe, expect, it } from 'vitest';
import type { PickerPage } from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import { addMember, createTestBusiness, useTestServer, type ApiClient } from '../../../test/http-client.ts';

type Row = Record<string, unknown> & { id: number };
type Saved = { data: Row };
interface Paged {
  data: Row[];
  total: number;
}

/* Spec 01 sections 2 and 6: services are listed, opened, saved and removed under Service, ServiceList and
   removeService, products under Product, ProductList and removeProduct; one resource serves both. */
describeEachEngine('products and services under their own permissions', (connection) => {
  const server = useTestServer(connection);
  let owner: ApiClient;
  let services: ApiClient;
  let serviceRemover: ApiClient;
  let products: ApiClient;
  let neither: ApiClient;
  let item: { product: number; service: number };

  const path = (id: number) => `/api/v1/products/${String(id)}`;
  const idsOf = (rows: readonly { id: number }[]) => rows.map((row) => row.id);
  const listed = async (as: ApiClient, query = '') => (await as.get<Paged>(`/api/v1/products?perPage=100${query}`)).body;
  const picked = async (as: ApiClient, query = '') => (await as.get<PickerPage>(`/api/v1/getdetail?select=products${query}`)).body;
  const created = async (as: ApiClient, body: Record<string, unknown>) => {
    const reply = await as.post<Saved>('/api/v1/products', body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.id;
  };
  const quickEdit = (as: ApiClient, id: number) => as.get(`/api/v1/products?updateProduct=active&product=${String(id)}&price=2500`);
  /** What the member is answered opening, saving, quick-editing and deleting the sample item of a kind, and adding one. */
  const answersOn = async (as: ApiClient, type: 'product' | 'service') => {
    const id = item[type];
    return [
      (await as.get(`${path(id)}/edit`)).status,
      (await as.put(path(id), { type, name: 'دزدیده' })).status,
      (await quickEdit(as, id)).status,
      (await as.call('DELETE', path(id))).status,
      (await as.post('/api/v1/products', { type, name: 'تازه' })).status,
    ];
  };

  beforeAll(async () => {
    const db = connection().db;
    const biz = await createTestBusiness(db, 'Kinds');
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    const member = async (name: string, permissions: string[]) => {
      const username = `kinds-${name}-${String(biz.businessId)}`;
      await addMember(db, biz.businessId, { username, password: 'kinds-password-1', permissions });
      return server().client().login(username, 'kinds-password-1');
    };
    services = await member('services', ['Service', 'ServiceList']);
    serviceRemover = await member('service-remover', ['Service', 'ServiceList', 'removeService']);
    products = await member('products', ['Product', 'ProductList', 'removeProduct']);
    neither = await member('neither', ['GroupMainList']);
    item = {
      product: await created(owner, { type: 'product', name: 'کالای نمونه' }),
      service: await created(owner, { type: 'service', name: 'خدمت نمونه' }),
    };
  });

  describe('a member with Service and ServiceList only', () => {
    it('creates, lists, opens and edits a service', async () => {
      expect((await services.get<{ data: string }>('/api/v1/products?checkCode')).status).toBe(200);
      const id = await created(services, { type: 'service', name: 'نصب' });
      expect(idsOf((await listed(services)).data).sort((a, b) => a - b)).toEqual([item.service, id]);
      const opened = await services.get<Row>(`${path(id)}/edit`);
      expect(opened.status).toBe(200);
      expect(opened.body).toMatchObject({ id, type: 'service', name: 'نصب' });
      const saved = await services.put<Saved>(path(id), { type: 'service', name: 'نصب و راه‌اندازی' });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.data).toMatchObject({ name: 'نصب و راه‌اندازی' });
      expect((await quickEdit(services, id)).status).toBe(200);
    });

    it('sees no products in the list or a filter on them, but picks both kinds for other forms', async () => {
      expect((await listed(services)).data.map((row) => row.type)).not.toContain('product');
      expect(await listed(services, `&filters=${encodeURIComponent(JSON.stringify({ type: 'product' }))}`)).toMatchObject({ total: 0, data: [] });
      expect(idsOf((await picked(services)).data)).toEqual(expect.arrayContaining([item.service, item.product]));
    });

    it("gets 403 on a product's form, save, quick edit and delete, and on a new product", async () => {
      expect(await answersOn(services, 'product')).toEqual([403, 403, 403, 403, 403]);
      // A new item that names no type is a product.
      expect((await services.post('/api/v1/products', { name: 'بی‌نوع' })).status).toBe(403);
      expect((await services.post('/api/v1/createdetail', { select: 'products', name: 'از انتخابگر' })).status).toBe(403);
      // A service's save sent as a product is refused too, though the type could not change.
      expect((await services.put(path(item.service), { type: 'product', name: 'خدمت نمونه' })).status).toBe(403);
      expect((await owner.get<Row>(`${path(item.product)}/edit`)).body).toMatchObject({ name: 'کالای نمونه', type: 'product' });
    });

    it('removes a service only with removeService, and never a product', async () => {
      const id = await created(owner, { type: 'service', name: 'مشاوره' });
      expect((await services.call('DELETE', path(id))).status).toBe(403);
      expect((await serviceRemover.call('DELETE', path(item.product))).status).toBe(403);
      expect((await serviceRemover.call('DELETE', path(id))).status).toBe(200);
      expect((await owner.get(`${path(id)}/edit`)).status).toBe(404);
    });
  });

  describe('a member with Product rights only', () => {
    it('creates, lists, opens, edits and removes products, and sees no services', async () => {
      const id = await created(products, { name: 'دفتر' });
      expect((await products.get<Row>(`${path(id)}/edit`)).body).toMatchObject({ type: 'product' });
      expect((await products.put(path(id), { type: 'product', name: 'دفتر ۱۰۰ برگ' })).status).toBe(200);
      const rows = (await listed(products)).data;
      expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([item.product, id]));
      expect(rows.map((row) => row.type)).not.toContain('service');
      expect((await products.call('DELETE', path(id))).status).toBe(200);
    });

    it("gets 403 on a service's form, save, quick edit and delete, and on a new service", async () => {
      expect(await answersOn(products, 'service')).toEqual([403, 403, 403, 403, 403]);
      expect((await owner.get<Row>(`${path(item.service)}/edit`)).body).toMatchObject({ name: 'خدمت نمونه' });
    });
  });

  it('keeps a member with neither out, and shows the administrator both kinds', async () => {
    expect((await neither.get('/api/v1/products')).status).toBe(403);
    expect((await neither.post('/api/v1/products', { type: 'service', name: 'خدمت' })).status).toBe(403);
    expect((await neither.get('/api/v1/products?checkCode')).status).toBe(403);
    // A seller picks products on an invoice without the product list.
    expect(idsOf((await picked(neither)).data)).toEqual(expect.arrayContaining([item.product, item.service]));

    const all = idsOf((await listed(owner)).data);
    expect(all).toEqual(expect.arrayContaining([item.product, item.service]));
    expect(idsOf((await picked(owner)).data)).toEqual(expect.arrayContaining([item.product, item.service]));
  });
});
