import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../test/databases.ts';
import { addMember, createTestBusiness, useTestServer, type ApiClient } from '../../test/http-client.ts';

/* GET getcurrency (spec 01 section 7, issue 36): getdetail's reads with the business named by the abr_key header. */

describeEachEngine('GET getcurrency with abr_key', (connection) => {
  const server = useTestServer(connection);
  let owner: ApiClient;
  let seller: ApiClient;
  let theirKey: string;

  beforeAll(async () => {
    const biz = await createTestBusiness(connection().db, 'Currency reader');
    const theirs = await createTestBusiness(connection().db, 'Another business');
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    theirKey = (await server().client().login(theirs.ownerUsername, theirs.ownerPassword)).appKey ?? '';
    await owner.post('/api/v1/customer', { firstname: 'سارا', lastname: 'نوری' });
    await addMember(connection().db, biz.businessId, { username: `seller-${String(biz.businessId)}`, password: 'seller-password-1', permissions: ['profile'] });
    seller = await server().client().login(`seller-${String(biz.businessId)}`, 'seller-password-1');
  });

  /** The call as a page with its own address makes it: the business in abr_key, no domain header. */
  const getCurrency = async (client: ApiClient, query: string, abrKey: string | null) => {
    const headers: Record<string, string> = { authorization: `Bearer ${client.token ?? ''}`, 'accept-language': 'en' };
    if (abrKey !== null) headers.abr_key = abrKey;
    const response = await fetch(`${client.baseUrl}/api/v1/getcurrency?${query}`, { headers });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('answers what getdetail answers for the same query, the business taken from abr_key', async () => {
    for (const query of [`select=${encodeURIComponent('ریال')}`, 'select=customer&search=سارا']) {
      const detail = await owner.get(`/api/v1/getdetail?${query}`);
      const currency = await getCurrency(owner, query, owner.appKey);
      expect(currency.status, JSON.stringify(currency.body)).toBe(200);
      expect(currency.body).toEqual(detail.body);
    }
  });

  it('refuses a business the caller is no member of, none named, and what the member may not read', async () => {
    expect((await getCurrency(owner, 'select=customer', theirKey)).status).toBe(403);
    expect((await getCurrency(owner, 'select=customer', null)).status).toBe(403);
    expect((await getCurrency(seller, 'select=customer', seller.appKey)).status).toBe(403);
    expect((await getCurrency(owner, 'select=NoSuchCurrency', owner.appKey)).status).toBe(404);
    const anonymous = await fetch(`${owner.baseUrl}/api/v1/getcurrency?select=customer`, { headers: { abr_key: owner.appKey ?? '' } });
    expect(anonymous.status).toBe(401);
  });
});
