import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/databases.ts';
import { tinyPng, uploadFile } from '../../../test/files.ts';
import { activatePlanOptions, addMember, createTestBusiness, useTestServer, type ApiClient } from '../../../test/http-client.ts';

/* getdetail?select=urlToBase64 (issue 36): the business's logo as base64, from its own stored files only; no address
   is ever fetched. */

describeEachEngine('getdetail?select=urlToBase64', (connection) => {
  const server = useTestServer(connection, { appUrl: 'https://hesab.example' });
  let owner: ApiClient;
  let other: ApiClient;
  let clerk: ApiClient;
  let logo: string;
  let theirLogo: string;
  let scan: string;
  const base64Of = (client: ApiClient, url: string) => client.get<{ data: string }>(`/api/v1/getdetail?select=urlToBase64&url=${encodeURIComponent(url)}`);

  beforeAll(async () => {
    const biz = await createTestBusiness(connection().db, 'Logo owner');
    const theirs = await createTestBusiness(connection().db, 'Another business');
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    other = await server().client().login(theirs.ownerUsername, theirs.ownerPassword);
    const uploaded = await uploadFile(owner, 'businessLogo', 'business', 'logo.png');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    logo = uploaded.body.data[0]?.url ?? '';
    theirLogo = (await uploadFile(other, 'businessLogo', 'business', 'logo.png')).body.data[0]?.url ?? '';
    // A person's files are the documents system's, a plan option.
    await activatePlanOptions(connection().db, biz.businessId, ['documentsSystem']);
    const person = await owner.post<{ data: { id: number } }>('/api/v1/customer', { firstname: 'سارا', lastname: 'نوری' });
    scan = (await uploadFile(owner, 'customer', person.body.data.id, 'card.png')).body.data[0]?.url ?? '';
    await addMember(connection().db, biz.businessId, { username: `clerk-${String(biz.businessId)}`, password: 'clerk-password-1', permissions: ['profile'] });
    clerk = await server().client().login(`clerk-${String(biz.businessId)}`, 'clerk-password-1');
  });

  it('answers the business’s logo as a data URL, by its link or by the link on the app’s own address', async () => {
    const expected = `data:image/png;base64,${tinyPng().toString('base64')}`;
    const reply = await base64Of(owner, logo);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toBe(expected);
    expect((await base64Of(owner, `https://hesab.example${logo}`)).body.data).toBe(expected);
    // Any member may see the logo; a person's file only who may see persons.
    expect((await base64Of(clerk, logo)).body.data).toBe(expected);
    expect((await base64Of(owner, scan)).status).toBe(200);
    expect((await base64Of(clerk, scan)).status).toBe(403);
  });

  it('refuses another business’s file (404) and any address that is not a file link of this server (422)', async () => {
    expect((await base64Of(owner, theirLogo)).status).toBe(404);
    expect((await base64Of(other, logo)).status).toBe(404);
    // A link with another name than the file's is not its link.
    expect((await base64Of(owner, logo.replace(/logo\.png$/, 'other.png'))).status).toBe(404);
    for (const url of [
      `https://attacker.example${logo}`,
      'http://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
      '/api/v1/init',
      `${logo}?x=1`,
      'data:image/png;base64,AAAA',
    ]) {
      const reply = await base64Of(owner, url);
      expect(reply.status, url).toBe(422);
      expect(reply.body).toHaveProperty('errors.url');
    }
    expect((await owner.get('/api/v1/getdetail?select=urlToBase64')).status).toBe(422);
  });
});
