import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivePanel, MenuItem, PanelListing, PermissionsResponse } from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import { activatePlanOptions, createTestBusiness, useTestServer, type ApiClient } from '../../../test/http-client.ts';

type Refused = { errors: Record<string, string[]>; message: string };
type Listed = { digikalaPanel: PanelListing[]; sazitoPanel: PanelListing[] };

/** The route names of a menu, groups flattened. */
const menuRoutes = (items: MenuItem[]): string[] => items.flatMap((item) => (item.children ? menuRoutes(item.children) : [item.name ?? '']));

describeEachEngine('marketplace panels', (connection) => {
  const server = useTestServer(connection);
  let client: ApiClient;
  let panels: { main: number; old: number; sazito: number };

  const panel = async (body: Record<string, unknown>) => {
    const reply = await client.post<{ data: { id: number } }>('/api/v1/integrator/panel', body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.id;
  };
  const saveProduct = (body: Record<string, unknown>, id?: number) =>
    id === undefined
      ? client.post<{ data: Listed & { id: number } } & Refused>('/api/v1/products', body)
      : client.put<{ data: Listed & { id: number } } & Refused>(`/api/v1/products/${String(id)}`, body);
  const listingsOf = async (id: number) => (await client.get<Listed>(`/api/v1/products/${String(id)}/edit`)).body;
  const row = (code: string, variant: string) => ({ code, variant });

  beforeAll(async () => {
    const biz = await createTestBusiness(connection().db, 'Marketplace');
    await activatePlanOptions(connection().db, biz.businessId, ['integratorSystem']);
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    panels = {
      main: await panel({ platform: 'digikala', name: 'دیجی‌کالا اصلی' }),
      old: await panel({ platform: 'digikala', name: 'دیجی‌کالا قدیمی', status: 'deactive' }),
      sazito: await panel({ platform: 'sazito', name: 'سازیتو' }),
    };
  });

  describe('setting/integrator', () => {
    it('offers each marketplace its active panels only', async () => {
      const digikala = await client.get<{ data: ActivePanel[] }>('/api/v1/config/digikala/list');
      const main = { id: panels.main, name: 'دیجی‌کالا اصلی', status: 'active' };
      expect(digikala.body.data).toEqual([{ ...main, panel_name: main.name, panel_status: main.status }]);
      const sazito = await client.get<{ data: ActivePanel[] }>('/api/v1/config/sazito/list');
      expect(sazito.body.data.map((item) => item.id)).toEqual([panels.sazito]);
      // A marketplace the product does not speak is no address of it: 404, as a path's unknown id is.
      expect((await client.get('/api/v1/config/basalam/list')).status).toBe(404);
    });

    it('keeps a panel name unique per marketplace and lists the panels for the settings screen', async () => {
      const duplicate = await client.post<Refused>('/api/v1/integrator/panel', { platform: 'digikala', name: 'دیجی‌کالا اصلی' });
      expect(duplicate.status).toBe(422);
      expect(Object.keys(duplicate.body.errors)).toEqual(['name']);
      const list = await client.get<{ data: Record<string, unknown>[] }>('/api/v1/integrator/panel?filters={"platform":"digikala"}');
      expect(list.body.data.map((item) => item.id).sort()).toEqual([panels.main, panels.old].sort());
    });
  });

  describe('the plan option integratorSystem', () => {
    it("hides setting/integrator and refuses its API without the option, while a product's panel lists stay empty", async () => {
      const plain = await createTestBusiness(connection().db, 'No integrator');
      const owner = await server().client().login(plain.ownerUsername, plain.ownerPassword);
      const menu = async () =>
        menuRoutes((await owner.get<PermissionsResponse>('/api/v1/getdetail?select=getPermissions')).body.mn);
      const refused = { status: 403, body: { message: 'این امکان در طرح شما نیست؛ برای استفاده، طرح را ارتقا دهید.' } };

      expect(await menu()).not.toContain('SettingIntegrator');
      expect(await owner.get('/api/v1/integrator/panel')).toEqual(refused);
      expect(await owner.post('/api/v1/integrator/panel', { platform: 'digikala', name: 'پنل' })).toEqual(refused);
      // The product form's integrator tab reads these with membership alone: no panel, so "no panel founded!".
      expect(await owner.get('/api/v1/config/digikala/list')).toEqual({ status: 200, body: { data: [] } });
      expect(await owner.get('/api/v1/config/sazito/list')).toEqual({ status: 200, body: { data: [] } });

      await activatePlanOptions(connection().db, plain.businessId, ['integratorSystem']);
      expect(await menu()).toContain('SettingIntegrator');
      expect((await owner.get('/api/v1/integrator/panel')).status).toBe(200);
    });
  });

  describe("a product's listings", () => {
    it('saves the rows per panel with the product, new rows active, and reads them back with the panel name', async () => {
      const saved = await saveProduct({
        name: 'گوشی',
        digikalaPanel: [{ panel: panels.main, rows: [row('DK-1', 'V-1'), { ...row('DK-2', 'V-2'), status: 'deactive' }] }],
        // The spec's form sends the marketplace without panels as a list with a single empty value.
        sazitoPanel: [''],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const productId = saved.body.data.id;
      const spec = (code: string, variant: string) => ({ panel_id: panels.main, product_id: productId, digikala_product_id: code, product_variant_id: variant });
      const expected = [
        {
          panel: panels.main,
          panel_name: 'دیجی‌کالا اصلی',
          rows: [
            { code: 'DK-1', variant: 'V-1', status: 'active', ...spec('DK-1', 'V-1') },
            { code: 'DK-2', variant: 'V-2', status: 'deactive', ...spec('DK-2', 'V-2') },
          ],
        },
      ];
      expect(saved.body.data.digikalaPanel).toEqual(expected);
      expect(await listingsOf(saved.body.data.id)).toMatchObject({ digikalaPanel: expected, sazitoPanel: [] });
    });

    it('replaces one marketplace’s listings on update and keeps the other when the save leaves it out', async () => {
      const { body } = await saveProduct({
        name: 'تبلت',
        digikalaPanel: [{ panel: panels.main, rows: [row('DK-9', 'V-9')] }],
        sazitoPanel: [{ panel: panels.sazito, rows: [row('SZ-1', 'D-1')] }],
      });
      const id = body.data.id;
      const updated = await saveProduct({ name: 'تبلت', digikalaPanel: [{ panel: panels.old, rows: [row('DK-10', 'V-10')] }] }, id);
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      const listed = await listingsOf(id);
      expect(listed.digikalaPanel.map((listing) => [listing.panel, listing.rows.map((r) => r.code)])).toEqual([[panels.old, ['DK-10']]]);
      expect(listed.sazitoPanel.map((listing) => listing.panel)).toEqual([panels.sazito]);
      await saveProduct({ name: 'تبلت', digikalaPanel: [], sazitoPanel: [] }, id);
      expect(await listingsOf(id)).toMatchObject({ digikalaPanel: [], sazitoPanel: [] });
    });

    it("takes the rows by the spec's names of each marketplace (panel_id, digikala_product_id, sazito_dynamic_id…)", async () => {
      const saved = await saveProduct({
        name: 'هدفون',
        digikalaPanel: [{ panel_id: panels.main, rows: [{ digikala_product_id: 'DK-5', product_variant_id: 'V-5', status: 'deactive' }] }],
        sazitoPanel: [{ panel_id: panels.sazito, rows: [{ sazito_id: 'SZ-5', sazito_dynamic_id: 'D-5' }] }],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const listed = await listingsOf(saved.body.data.id);
      expect(listed.digikalaPanel[0]?.rows).toEqual([
        { code: 'DK-5', variant: 'V-5', status: 'deactive', panel_id: panels.main, product_id: saved.body.data.id, digikala_product_id: 'DK-5', product_variant_id: 'V-5' },
      ]);
      expect(listed.sazitoPanel[0]?.rows).toEqual([
        { code: 'SZ-5', variant: 'D-5', status: 'active', panel_id: panels.sazito, product_id: saved.body.data.id, sazito_id: 'SZ-5', sazito_dynamic_id: 'D-5' },
      ]);
      // One marketplace's names are not another's: a sazito id on a Digikala row is no id.
      const crossed = await saveProduct({ name: 'هدفون ۲', digikalaPanel: [{ panel: panels.main, rows: [{ sazito_id: 'X', sazito_dynamic_id: 'Y' }] }] });
      expect(crossed.status).toBe(422);
      expect(Object.keys(crossed.body.errors).sort()).toEqual(['digikalaPanel.0.rows.0.code', 'digikalaPanel.0.rows.0.variant']);
    });

    it('requires both ids of a row, a panel once per product, and a panel of that marketplace', async () => {
      const missing = await saveProduct({ name: 'کیف', digikalaPanel: [{ panel: panels.main, rows: [row('A', 'B'), row('', 'C')] }] });
      expect(missing.status).toBe(422);
      expect(Object.keys(missing.body.errors)).toEqual(['digikalaPanel.0.rows.1.code']);
      const twice = await saveProduct({
        name: 'کیف',
        digikalaPanel: [
          { panel: panels.main, rows: [row('A', 'B')] },
          { panel: panels.main, rows: [row('C', 'D')] },
        ],
      });
      expect(twice.status).toBe(422);
      expect(twice.body.errors).toEqual({
        'digikalaPanel.1.panel': ['آیتم انتخاب شده تکراری است.|alert-selected-item-is-repetitive'],
      });
      const elsewhere = await saveProduct({ name: 'کیف', digikalaPanel: [{ panel: panels.sazito, rows: [row('A', 'B')] }] });
      expect(elsewhere.status).toBe(422);
      expect(Object.keys(elsewhere.body.errors)).toEqual(['digikalaPanel.0.panel']);
    });

    it('keeps a panel a product is listed on', async () => {
      const removed = await client.call('DELETE', `/api/v1/integrator/panel/${String(panels.main)}`);
      expect(removed).toEqual({ status: 420, body: { message: 'این مورد در حال استفاده است و حذف نمی‌شود.' } });
      expect((await client.get<{ data: ActivePanel[] }>('/api/v1/config/digikala/list')).body.data).toHaveLength(1);
    });
  });
});
