import { beforeAll, expect, it } from 'vitest';
import { translateServerMessage } from '@hesab/i18n';
import { describeEachEngine } from '../../../test/databases.ts';
import { activatePlanOptions, ApiClient, createTestBusiness, useTestServer } from '../../../test/http-client.ts';

/* The business's own API keys (web_service, issue 36): made with a name, permissions and an expiry, the secret shown
   once; a call with one reaches what its permissions open and no more, is logged with its name, is throttled per key,
   and stops at once when the key is revoked. */

interface MadeKey {
  id: number;
  name: string;
  prefix: string;
  key: string;
}

const perMinute = 4;

describeEachEngine('API keys', (connection) => {
  const server = useTestServer(connection, { apiKeyCallsPerMinute: perMinute });
  let owner: ApiClient;
  let businessId: number;
  /** A client sending only the key: no session, no `domain` header. */
  const withKey = (key: string) => {
    const client = server().client();
    client.token = key;
    return client;
  };
  const makeKey = async (body: Record<string, unknown>) => {
    const reply = await owner.post<{ data: MadeKey }>('/api/v1/api-keys', body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };

  beforeAll(async () => {
    const biz = await createTestBusiness(connection().db, 'API keys');
    businessId = biz.businessId;
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
  });

  it('are a feature of the plan: without web_service neither the keys nor their calls are served', async () => {
    expect(await owner.get('/api/v1/api-keys')).toEqual({ status: 403, body: { message: translateServerMessage('fa', 'plan-feature-off') } });
    await activatePlanOptions(connection().db, businessId, ['web_service']);
    expect((await owner.get('/api/v1/api-keys')).status).toBe(200);
  });

  it('shows the secret once, reaches only its permissions, and logs every call with its name', async () => {
    const made = await makeKey({ name: 'فروشگاه اینترنتی', permissions: ['ProductList', 'Product'] });
    expect(made.key).toMatch(new RegExp(`^hk_${String(businessId)}_`));
    expect(made.key.startsWith(made.prefix)).toBe(true);
    const listed = await owner.get<{ data: Record<string, unknown>[] }>('/api/v1/api-keys');
    expect(listed.body.data).toEqual([expect.objectContaining({ id: made.id, name: 'فروشگاه اینترنتی', prefix: made.prefix, permissions: ['ProductList', 'Product'], revoked_at: null })]);
    expect(JSON.stringify(listed.body)).not.toContain(made.key);

    const shop = withKey(made.key);
    const product = await shop.post<{ data: { id: number } }>('/api/v1/products', { name: 'چای', taxPercent: '0' });
    expect(product.status, JSON.stringify(product.body)).toBe(200);
    expect((await shop.get('/api/v1/products')).status).toBe(200);
    // Outside its permissions, though its maker administers the business.
    expect(await shop.get('/api/v1/customer')).toEqual({ status: 403, body: { message: translateServerMessage('fa', 'forbidden') } });
    // Nor a login's own profile.
    expect((await shop.get('/api/v1/users/profile')).status).toBe(403);

    const calls = await owner.get<{ data: { ref_id: string; content: string; platform: string }[] }>('/api/v1/log?action=call');
    expect(calls.body.data.map((entry) => entry.content)).toEqual([
      'فروشگاه اینترنتی: GET /api/v1/users/profile 403',
      'فروشگاه اینترنتی: GET /api/v1/customer 403',
      'فروشگاه اینترنتی: GET /api/v1/products 200',
      'فروشگاه اینترنتی: POST /api/v1/products 200',
    ]);
    expect(calls.body.data.every((entry) => entry.ref_id === String(made.id) && entry.platform === 'api: فروشگاه اینترنتی')).toBe(true);
    // The product it made is logged as made through it.
    const created = await owner.get<{ data: { platform: string; content: string | null }[] }>(`/api/v1/log?action=create&id=${String(product.body.data.id)}`);
    expect(created.body.data.find((entry) => entry.content?.includes('چای'))?.platform).toBe('api: فروشگاه اینترنتی');
  });

  it('holds only permissions its maker holds, and a future expiry', async () => {
    const role = await owner.post<{ data: { id: number } }>('/api/v1/role', { name: 'مدیر فنی', permissions: ['SettingWebService', 'ProductList'] });
    const password = 'tech-password-1';
    await owner.post('/api/v1/customer', { firstname: 'فنی', personel: true, username: 'tech-keys', password, passwordConfirmation: password, role: role.body.data.id });
    const tech = await server().client().login('tech-keys', password);
    const refused = await tech.post('/api/v1/api-keys', { name: 'بیش از خودم', permissions: ['ProductList', 'Sell'] });
    expect(refused).toEqual({ status: 422, body: { message: expect.any(String), errors: { permissions: [`${translateServerMessage('fa', 'api-key-permission-not-held')}|api-key-permission-not-held`] } } });
    expect((await tech.post('/api/v1/api-keys', { name: 'ناشناخته', permissions: ['no-such-permission'] })).status).toBe(422);
    expect((await tech.post('/api/v1/api-keys', { name: 'گذشته', permissions: ['ProductList'], expires_on: '2020-01-01' })).status).toBe(422);
    const own = await tech.post<{ data: MadeKey }>('/api/v1/api-keys', { name: 'فهرست کالا', permissions: ['ProductList'], expires_on: '2099-12-31' });
    expect(own.status).toBe(200);
    expect((await withKey(own.body.data.key).get('/api/v1/products')).status).toBe(200);
  });

  it('holds what each of its permissions needs, as a role does', async () => {
    const made = await makeKey({ name: 'صندوق فروشگاه', permissions: ['Sell'] });
    const listed = await owner.get<{ data: { id: number; permissions: string[] }[] }>('/api/v1/api-keys');
    expect(listed.body.data.find((row) => row.id === made.id)?.permissions).toEqual(['Sell', 'SellList']);
    expect((await withKey(made.key).get('/api/v1/invoice?type=sell')).status).toBe(200);
  });

  it('is refused at once when revoked, and when unknown', async () => {
    const made = await makeKey({ name: 'اپ موبایل', permissions: ['ProductList'] });
    const app = withKey(made.key);
    expect((await app.get('/api/v1/products')).status).toBe(200);
    expect(await owner.call('DELETE', `/api/v1/api-keys/${String(made.id)}`)).toEqual({ status: 200, body: { message: translateServerMessage('fa', 'api-key-revoked') } });
    expect((await app.get('/api/v1/products')).status).toBe(401);
    expect((await owner.call('DELETE', `/api/v1/api-keys/${String(made.id)}`)).status).toBe(404);
    const listed = await owner.get<{ data: { id: number; revoked_at: string | null }[] }>('/api/v1/api-keys');
    expect(listed.body.data.find((row) => row.id === made.id)?.revoked_at).not.toBeNull();
    expect((await withKey(`${made.key.slice(0, -1)}x`).get('/api/v1/products')).status).toBe(401);
  });

  it('throttles each key on its own', async () => {
    const busy = withKey((await makeKey({ name: 'پرکار', permissions: ['ProductList'] })).key);
    const calm = withKey((await makeKey({ name: 'آرام', permissions: ['ProductList'] })).key);
    for (let call = 0; call < perMinute; call += 1) expect((await busy.get('/api/v1/products')).status).toBe(200);
    const throttled = await busy.get<{ message: string }>('/api/v1/products');
    expect(throttled.status).toBe(429);
    expect(throttled.body.message).toMatch(/ثانیه/);
    expect((await calm.get('/api/v1/products')).status).toBe(200);
  });
});
