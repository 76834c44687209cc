import { beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { BusinessSettingsValues, InitResponse, RealtimeMessage } from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import { addMember, createTestBusiness, useTestServer, type TestBusiness } from '../../../test/http-client.ts';

/** The first event a member's live channel hears, or null after two seconds. */
function firstEvent(baseUrl: string, hello: { token: string | null; domain: string | null }): Promise<{ ready: Promise<void>; event: Promise<RealtimeMessage | null> }> {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/v1/realtime`);
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const event = new Promise<RealtimeMessage | null>((resolve) => {
    const timer = setTimeout(() => {
      socket.close();
      resolve(null);
    }, 2000);
    socket.on('open', () => socket.send(JSON.stringify(hello)));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as RealtimeMessage;
      if (message.type === 'ready') return markReady();
      clearTimeout(timer);
      socket.close();
      resolve(message);
    });
  });
  return Promise.resolve({ ready, event });
}

describeEachEngine('business settings (setting/index)', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Settings test');
    await addMember(connection().db, biz.businessId, { username: `seller-${biz.businessId}`, password: 'seller-pass-1', permissions: ['SellList'] });
  });

  it('reads every setting, changes some, and another logged-in member has them at once in the init data and hears of it', async () => {
    const owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    const seller = await server().client().login(`seller-${biz.businessId}`, 'seller-pass-1');
    const before = await owner.get<BusinessSettingsValues>('/api/v1/setting');
    expect(before.body).toMatchObject({
      name: 'Settings test',
      legal_name: '',
      tax: '10',
      inventory_method: 'average',
      currency: 'ریال',
      decimals: 0,
      date_locale: 'fa',
      sell_without_customer: false,
      custom_fields: false,
      theme: { dark: false, theme_color: '#0066FF', background_color: null, hover_menu: false, app_bar_opacity: 1 },
      print: { paper: 'A4', orientation: 'portrait', scheme: 'classic' },
    });
    expect((await seller.get<InitResponse>('/api/v1/init')).body).toMatchObject({ dark: false, tax: '10', printDefaults: { paper: 'A4' } });

    const heard = await firstEvent(server().baseUrl, { token: seller.token, domain: seller.appKey });
    await heard.ready;
    const change = {
      legal_name: 'شرکت نمونه سهامی خاص',
      tax: '۹',
      inventory_method: 'fifo',
      currency: 'تومان',
      decimals: 2,
      date_locale: 'en',
      sell_without_customer: true,
      prevent_duplicate_mobile: true,
      custom_fields: true,
      theme: { dark: true, theme_color: '#8E24AA', background_color: '#101010', hover_menu: true, app_bar_opacity: 0.8 },
      print: { paper: 'A5', orientation: 'landscape', scheme: 'ocean' },
    };
    expect((await owner.put('/api/v1/setting', change)).status).toBe(200);
    expect(await heard.event).toEqual({ type: 'event', event: { kind: 'setting', action: 'changed' } });

    const init = await seller.get<InitResponse>('/api/v1/init');
    expect(init.body).toMatchObject({
      dark: true,
      theme_color: '#8E24AA',
      backgroundColor: '#101010',
      hoverMenu: true,
      appBarsOpacity: 0.8,
      date_locale: 'en',
      date_format: 'YYYY/MM/DD',
      tax: '9',
      sellInvoiceWithoutCustomer: true,
      legalName: 'شرکت نمونه سهامی خاص',
      printDefaults: { paper: 'A5', orientation: 'landscape', scheme: 'ocean' },
      currency: { name: 'تومان', decimal: 2 },
    });
    const permissions = await seller.get<{ config: Record<string, string> }>('/api/v1/getdetail?select=getPermissions');
    expect(permissions.body.config).toMatchObject({ preventDuplicateMobile: 'active', customFieldsSystem: 'active' });
    expect((await owner.get<BusinessSettingsValues>('/api/v1/setting')).body).toMatchObject({ ...change, tax: '9' });

    // A new product starts with the business's VAT and inventory method.
    const product = await owner.post<{ data: { id: number } }>('/api/v1/products', { type: 'product', name: 'کالای پیش‌فرض' });
    expect(product.status).toBe(200);
    const stored = await owner.get<{ taxPercent: string; inventoryMethod: string }>(`/api/v1/products/${String(product.body.data.id)}/edit`);
    expect(stored.body).toMatchObject({ taxPercent: '9', inventoryMethod: 'fifo' });

    // A flag alone leaves the others; a wrong VAT or colour is a field error; a seller may not change settings.
    expect((await owner.put('/api/v1/setting', { custom_fields: false })).status).toBe(200);
    expect((await owner.get<BusinessSettingsValues>('/api/v1/setting')).body).toMatchObject({ custom_fields: false, prevent_duplicate_mobile: true, currency: 'تومان' });
    expect((await owner.put('/api/v1/setting', { tax: '120' })).status).toBe(422);
    expect((await owner.put('/api/v1/setting', { theme: { ...change.theme, theme_color: 'purple' } })).status).toBe(422);
    expect((await seller.put('/api/v1/setting', { tax: '5' })).status).toBe(403);
  });
});
