import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { translateServerMessage } from '@hesab/i18n';
import { describeEachEngine } from '../../../test/databases.ts';
import { addMember } from '../../../test/fixtures.ts';
import { createTestBusiness, mainYearRange, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

/*
 * `GET <document>/{id}/pdf` before Chromium is reached: who may ask, for what, and the 503 naming what a server
 * lacks. The PDF itself, printed from the built web app, is checked in the browser tests (e2e/printing.spec.ts).
 */

/** A web app to serve: enough for the server to have a print page to open. */
function builtWebApp(): string {
  const root = mkdtempSync(join(tmpdir(), 'hesab-web-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Hesab</title>');
  return root;
}

describeEachEngine('document PDFs', (connection) => {
  const withoutWeb = useTestServer(connection);
  const withoutChromium = useTestServer(connection, { webRoot: builtWebApp(), chromiumPath: '/nonexistent/chromium' });
  let biz: TestBusiness;
  let owner: ApiClient;
  let sale: number;

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'PDFs');
    owner = await withoutChromium().client().login(biz.ownerUsername, biz.ownerPassword);
    const day = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
    const created = async (path: string, body: Record<string, unknown>) => (await owner.post<{ data: { id: number } }>(`/api/v1/${path}`, body)).body.data.id;
    const warehouse = await created('entrepot', { name: 'انبار' });
    const person = await created('customer', { firstname: 'خریدار' });
    const service = await created('products', { type: 'service', name: 'نصب', price: '1000' });
    const reply = await owner.post<{ id: number }>('/api/v1/invoice', { type: 'sell', date: day, person, entrepot: warehouse, rows: [{ product: service, count: '1', fee: '1000' }] });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    sale = reply.body.id;
  });

  it('answers 503 naming Chromium where it is not installed, and the web build where that is missing', async () => {
    const noChromium = await owner.get<{ message: string }>(`/api/v1/invoice/${String(sale)}/pdf`);
    expect(noChromium.status).toBe(503);
    expect(noChromium.body.message).toContain('apt-get install -y chromium');
    expect(noChromium.body.message).toContain('/nonexistent/chromium');

    const client = await withoutWeb().client().login(biz.ownerUsername, biz.ownerPassword);
    const noWeb = await client.get<{ message: string }>(`/api/v1/invoice/${String(sale)}/pdf`);
    expect(noWeb.status).toBe(503);
    expect(noWeb.body.message).toContain('npm run build:web');
  });

  it('refuses another business’s document, a user without the kind’s permission, and a custom paper without its size', async () => {
    const other = await createTestBusiness(connection().db, 'Other PDFs');
    const stranger = await withoutChromium().client().login(other.ownerUsername, other.ownerPassword);
    expect((await stranger.get(`/api/v1/invoice/${String(sale)}/pdf`)).status).toBe(404);

    const username = `no-sales-${String(biz.businessId)}`;
    await addMember(connection().db, biz.businessId, { username, password: 'no-sales-password-1', permissions: ['PurchaseList'] });
    const buyer = await withoutChromium().client().login(username, 'no-sales-password-1');
    expect((await buyer.get(`/api/v1/invoice/${String(sale)}/pdf`)).status).toBe(403);

    const custom = await owner.get<{ errors: Record<string, string[]> }>(`/api/v1/invoice/${String(sale)}/pdf?paper=custom&width=10`);
    expect(custom.status).toBe(422);
    expect(Object.keys(custom.body.errors)).toContain('height');
    expect((await owner.get(`/api/v1/invoice/${String(sale)}/pdf?paper=B5`)).status).toBe(422);
    expect((await owner.get('/api/v1/invoice/999999999/pdf')).status).toBe(404);
  });

  it('offers a PDF for each kind that has a print page, and none for one that has not', async () => {
    const missing = translateServerMessage('fa', 'not-found');
    for (const kind of ['accounting', 'receive', 'pay', 'entrepot/receipt', 'entrepot/remittance', 'entrepot/useRemittance', 'entrepot/transferRemittance']) {
      // The route is there: the document is what is not found.
      expect((await owner.get<{ message: string }>(`/api/v1/${kind}/999999999/pdf`)).body.message, kind).toBe(missing);
    }
    expect((await owner.get<{ message: string }>('/api/v1/transfer/999999999/pdf')).body.message).toBe(translateServerMessage('fa', 'route-not-found'));
  });
});

describeEachEngine('report PDFs', (connection) => {
  const server = useTestServer(connection, { webRoot: builtWebApp(), chromiumPath: '/nonexistent/chromium' });

  it('prints only the report screens it knows, for a user holding the screen, and names what the server lacks', async () => {
    const biz = await createTestBusiness(connection().db, 'Report PDFs');
    const owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    expect((await owner.get('/api/v1/report/pdf?route=Dashboard')).status).toBe(422);
    expect((await owner.get('/api/v1/report/pdf?route=AccountingBalance&id=x')).status).toBe(422);
    const printed = await owner.get<{ message: string }>('/api/v1/report/pdf?route=AccountingBalance&paper=A4&orientation=landscape');
    expect(printed.status).toBe(503);
    expect(printed.body.message).toContain('/nonexistent/chromium');

    const username = `books-only-${String(biz.businessId)}`;
    await addMember(connection().db, biz.businessId, { username, password: 'books-only-password-1', permissions: ['AccountingBook'] });
    const clerk = await server().client().login(username, 'books-only-password-1');
    expect((await clerk.get('/api/v1/report/pdf?route=AccountingBalance')).status).toBe(403);
    expect((await clerk.get('/api/v1/report/pdf?route=AccountingBook')).status).toBe(503);
  });
});
