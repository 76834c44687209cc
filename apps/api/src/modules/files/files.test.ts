import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { business } from '@hesab/db';
import { translateServerMessage } from '@hesab/i18n';
import { describeEachEngine } from '../../../test/databases.ts';
import { mainYearRange } from '../../../test/fixtures.ts';
import { tinyGif, uploadFile } from '../../../test/files.ts';
import { activatePlanOptions, addMember, createTestBusiness, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';
import { setPlanOptions } from '../tenancy/index.ts';
import { fileLink } from './file-links.ts';

interface Listed {
  data: { id: number; url: string; name: string }[];
}

describeEachEngine('files take the permissions of their record', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let owner: ApiClient;
  let personId: number;
  let fileId: number;
  let fileUrl: string;
  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Files');
    // A person's files are the documents system's (documentsSystemFileTypes).
    await activatePlanOptions(connection().db, biz.businessId, ['documentsSystem']);
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    personId = (await owner.post<{ data: { id: number } }>('/api/v1/customer', { firstname: 'با مدارک' })).body.data.id;
    const uploaded = await uploadFile(owner, 'customer', personId, 'contract.png');
    expect(uploaded.status).toBe(200);
    fileId = uploaded.body.data[0]?.id ?? 0;
    fileUrl = uploaded.body.data[0]?.url ?? '';
  });
  const member = async (username: string, permissions: string[]) => {
    await addMember(connection().db, biz.businessId, { username, password: `${username}-pass`, permissions });
    return server().client().login(username, `${username}-pass`);
  };
  const list = (client: ApiClient) => client.get<Listed>(`/api/v1/files?type=customer&refId=${String(personId)}`);

  it("refuses a person's attachments to a member without the person's permissions", async () => {
    const none = await member('files-none', ['profile']);
    expect(await list(none)).toEqual({ status: 403, body: { message: 'دسترسی به این صفحه مجاز نیست.' } });
    expect((await none.call('DELETE', `/api/v1/files/${String(fileId)}`)).status).toBe(403);
    expect((await uploadFile(none, 'customer', personId)).status).toBe(403);
    expect((await uploadFile(none, 'customerAvatar', personId)).status).toBe(403);
    // A business's files are only listed by their record.
    expect((await none.get('/api/v1/files')).status).toBe(422);
    expect((await list(owner)).body.data.map((file) => file.id)).toEqual([fileId]);
  });

  it('lets the view permission list and open them, and the edit permission upload and delete them', async () => {
    const viewer = await member('files-viewer', ['CustomerList', 'documents']);
    const viewed = await list(viewer);
    expect(viewed.body.data.map((file) => file.id)).toEqual([fileId]);
    expect((await fetch(`${viewer.baseUrl}${viewed.body.data[0]?.url ?? ''}`)).status).toBe(200);
    expect((await uploadFile(viewer, 'customer', personId)).status).toBe(403);
    expect((await viewer.call('DELETE', `/api/v1/files/${String(fileId)}`)).status).toBe(403);

    const editor = await member('files-editor', ['Customer', 'CustomerList', 'documents']);
    const added = await uploadFile(editor, 'customer', personId, 'second.png');
    expect(added.status).toBe(200);
    expect((await editor.call('DELETE', `/api/v1/files/${String(added.body.data[0]?.id)}`)).status).toBe(200);
  });

  it("keeps a person's documents to the documents permission and the plan's documentsSystem, as the documents tab", async () => {
    const editor = await member('files-without-documents', ['Customer', 'CustomerList']);
    expect(await list(editor)).toEqual({ status: 403, body: { message: translateServerMessage('fa', 'forbidden') } });
    expect((await uploadFile(editor, 'customerAvatar', personId)).status).toBe(403);
    expect((await editor.call('DELETE', `/api/v1/files/${String(fileId)}`)).status).toBe(403);

    await setPlanOptions(connection().db, biz.businessId, {});
    const off = { status: 403, body: { message: translateServerMessage('fa', 'plan-feature-off') } };
    expect(await list(owner)).toEqual(off);
    expect(await uploadFile(owner, 'customer', personId)).toEqual({ status: 403, body: { message: translateServerMessage('en', 'plan-feature-off') } });
    expect(await owner.call('DELETE', `/api/v1/files/${String(fileId)}`)).toEqual(off);
    await activatePlanOptions(connection().db, biz.businessId, ['documentsSystem']);
    expect((await list(owner)).body.data.map((file) => file.id)).toEqual([fileId]);
  });

  it("takes an invoice's files under its own type's permissions, not a sale's for a purchase", async () => {
    const day = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
    const created = async (path: string, body: Record<string, unknown>) => (await owner.post<{ data: { id: number } }>(`/api/v1/${path}`, body)).body.data.id;
    const warehouse = await created('entrepot', { name: 'انبار مدارک' });
    const product = await created('products', { name: 'کاغذ' });
    const purchase = await created('invoice', { type: 'purchase', date: day, entrepot: warehouse, person: personId, rows: [{ product, count: '1', fee: '1000' }] });
    const sale = await created('invoice', { type: 'sell', date: day, entrepot: warehouse, person: personId, rows: [{ product, count: '1', fee: '2000' }] });
    const scan = await uploadFile(owner, 'invoiceAttachment', purchase, 'bill.png');
    expect(scan.status).toBe(200);
    const scanId = scan.body.data[0]?.id ?? 0;
    const attachments = (client: ApiClient, id: number) => client.get<Listed>(`/api/v1/files?type=invoiceAttachment&refId=${String(id)}`);

    // Seeing sales is not seeing purchases.
    const salesViewer = await member('files-sell-list', ['SellList']);
    expect((await attachments(salesViewer, purchase)).status).toBe(403);
    expect((await attachments(salesViewer, sale)).status).toBe(200);
    // A cashier writes sales, not purchases.
    const cashier = await member('files-cashier', ['Sell', 'SellList']);
    expect((await uploadFile(cashier, 'invoiceAttachment', purchase)).status).toBe(403);
    expect((await cashier.call('DELETE', `/api/v1/files/${String(scanId)}`)).status).toBe(403);
    expect((await uploadFile(cashier, 'invoiceAttachment', sale)).status).toBe(200);

    const buyer = await member('files-purchase', ['PurchaseList']);
    expect((await attachments(buyer, purchase)).body.data.map((file) => file.id)).toEqual([scanId]);
    expect((await buyer.call('DELETE', `/api/v1/files/${String(scanId)}`)).status).toBe(403);
    const purchaser = await member('files-purchaser', ['Purchase', 'PurchaseList']);
    expect((await purchaser.call('DELETE', `/api/v1/files/${String(scanId)}`)).status).toBe(200);
  });

  it('keeps the business’s logo: every member sees it, only who may change the settings uploads it', async () => {
    const logo = (client: ApiClient) => client.get<Listed>('/api/v1/files?type=businessLogo&refId=business');
    const clerk = await member('files-clerk', ['CustomerList']);
    expect((await uploadFile(clerk, 'businessLogo', 'business', 'logo.png')).status).toBe(403);
    expect((await uploadFile(owner, 'businessLogo', 'elsewhere', 'logo.png')).status).toBe(404);
    expect((await uploadFile(owner, 'businessLogo', 'business', 'logo.png')).status).toBe(200);
    const seen = await logo(clerk);
    expect(seen.body.data.map((file) => file.name)).toEqual(['logo.png']);
    expect((await fetch(`${clerk.baseUrl}${seen.body.data[0]?.url ?? ''}`)).status).toBe(200);
    const other = await createTestBusiness(connection().db, 'Other logo');
    const outsider = await server().client().login(other.ownerUsername, other.ownerPassword);
    expect((await logo(outsider)).body.data).toEqual([]);
  });

  it('refuses files for no known kind of record, and for a record that does not exist', async () => {
    const unknown = await uploadFile(owner, 'general', personId);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ type: ['This value is not valid.|invalid-value'] });
    expect((await uploadFile(owner, 'customer', 999999)).status).toBe(404);
    const other = await createTestBusiness(connection().db, 'Other files');
    const outsider = await server().client().login(other.ownerUsername, other.ownerPassword);
    expect((await list(outsider)).status).toBe(404);
    expect((await outsider.call('DELETE', `/api/v1/files/${String(fileId)}`)).status).toBe(404);
  });

  it("takes a product's avatar as png, gif or jpeg only, and shows the latest on the product's form", async () => {
    const product = (await owner.post<{ data: { id: number } }>('/api/v1/products', { name: 'قلم با تصویر' })).body.data.id;
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    for (const name of ['shape.bmp', 'sheet.pdf', 'list.csv']) {
      const bytes = name.endsWith('.bmp') ? Buffer.from('BM....') : name.endsWith('.pdf') ? Buffer.from('%PDF-1.4') : Buffer.from('a,b');
      const refused = await uploadFile(owner, 'product', product, name, bytes);
      expect(refused.status, name).toBe(422);
      expect(refused.body.errors?.files, name).toHaveLength(1);
    }
    // A gif renamed .png is not a png.
    expect((await uploadFile(owner, 'product', product, 'fake.png', tinyGif())).status).toBe(422);
    for (const [name, bytes] of [['front.png', undefined], ['photo.jpg', jpeg], ['photo.jpeg', jpeg], ['moving.gif', tinyGif()]] as const) {
      expect((await uploadFile(owner, 'product', product, name, bytes)).status, name).toBe(200);
    }
    const edit = await owner.get<{ avatar: { name: string; url: string; type: string } | null }>(`/api/v1/products/${String(product)}/edit`);
    expect(edit.body.avatar).toMatchObject({ name: 'moving.gif', type: 'image/gif' });
    const served = await fetch(`${owner.baseUrl}${edit.body.avatar?.url ?? ''}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(tinyGif());
  });

  it('signs the whole link, which expires after about half an hour', async () => {
    const [, , , , businessId, id, expires, signature, name] = fileUrl.split('/');
    expect(fileUrl).toBe(`/api/v1/files/${String(biz.businessId)}/${String(fileId)}/${String(expires)}/${String(signature)}/contract.png`);
    const secondsLeft = Number(expires) - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(29 * 60);
    expect(secondsLeft).toBeLessThan(41 * 60);

    const served = await fetch(`${owner.baseUrl}${fileUrl}`);
    expect(served.status).toBe(200);
    const maxAge = Number(/max-age=(\d+)/.exec(served.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeLessThanOrEqual(secondsLeft + 1);

    const altered = [
      `/api/v1/files/${String(businessId)}/${String(id)}/${String(Number(expires) + 86_400)}/${String(signature)}/${String(name)}`,
      `/api/v1/files/${String(businessId)}/${String(id)}/${String(expires)}/${String(signature)}/other.png`,
      `/api/v1/files/${String(businessId)}/${String(Number(id) + 1)}/${String(expires)}/${String(signature)}/${String(name)}`,
    ];
    for (const link of altered) expect((await fetch(`${owner.baseUrl}${link}`)).status, link).toBe(404);

    // A link made an hour ago has expired, though its signature is right.
    const [row] = await connection().db.select({ secret: business.fileSecret }).from(business).where(eq(business.id, biz.businessId));
    const old = fileLink(row?.secret ?? '', { businessId: biz.businessId, fileId, name: 'contract.png' }, Date.now() - 3_600_000);
    expect((await fetch(`${owner.baseUrl}${old}`)).status).toBe(404);
    const fresh = fileLink(row?.secret ?? '', { businessId: biz.businessId, fileId, name: 'contract.png' });
    expect((await fetch(`${owner.baseUrl}${fresh}`)).status).toBe(200);
  });
});
