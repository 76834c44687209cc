import { beforeAll, expect, it } from 'vitest';
import { webMessages } from '@hesab/i18n/web';
import { describeEachEngine } from '../../../test/databases.ts';
import { createTestBusiness, useTestServer, type ApiClient } from '../../../test/http-client.ts';
import { spreadsheetClient } from '../../../test/imports.ts';

/* `POST import` of accounting documents: a document on the lines its rows take, accounts by name or code, posted as the form posts. */

interface Listed {
  id: number;
  number: number;
  description: string | null;
  amount: string;
}
interface Line {
  account_code: string;
  account_name: string;
  debit: string | null;
  credit: string | null;
  description: string | null;
}

describeEachEngine('accounting document imports', (connection) => {
  const server = useTestServer(connection);
  const { download, rowsOf, xlsxOf, imported } = spreadsheetClient(() => server().baseUrl);
  const fa = webMessages.fa.documents;
  let owner: ApiClient;

  const documents = async () => (await owner.get<{ data: Listed[] }>('/api/v1/accounting?perPage=100&sortBy=number:asc')).body.data;
  const linesOf = async (id: number) => (await owner.get<{ rows: Line[] }>(`/api/v1/accounting/${String(id)}/edit`)).body.rows;

  beforeAll(async () => {
    const biz = await createTestBusiness(connection().db, 'Document imports');
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
  });

  it('serves a sample of one balanced document on two rows, which imports as it is', async () => {
    const sample = await rowsOf(await download(owner, 'import/sample?type=accountingDocument'));
    expect(sample[0]?.slice(0, 3)).toEqual([fa.date, webMessages.fa.fields.description, fa.account]);
    expect(sample).toHaveLength(3);
    const done = await imported(owner, 'accountingDocument', await download(owner, 'import/sample?type=accountingDocument'));
    expect(done, JSON.stringify(done.errors)).toMatchObject({ status: 'done', count_item: 2, written: 2 });
    const [document] = await documents();
    expect(document).toMatchObject({ description: 'اجاره دفتر', amount: '50000000' });
    const lines = await linesOf(document?.id ?? 0);
    expect(lines.map((line) => [line.account_name, line.debit, line.credit, line.description])).toEqual([
      ['اجاره', '50000000', '0', 'اجاره آذر'],
      ['سایر حساب‌های پرداختنی', '0', '50000000', 'بدهی به موجر'],
    ]);
  });

  it('reads accounts by code, and refuses a whole file when one document does not balance', async () => {
    const header = [fa.date, webMessages.fa.fields.description, fa.account, fa.debit, fa.credit];
    const before = (await documents()).length;
    const unbalanced = await imported(
      owner,
      'accountingDocument',
      await xlsxOf([header, ['1405/09/01', 'آب و برق', '80103', '۱٬۲۰۰٬۰۰۰', ''], ['', '', '30202', '', '1200000'], ['1405/09/02', 'اجاره', 'اجاره', '900', ''], ['', '', '30202', '', '800']]),
    );
    expect(unbalanced).toMatchObject({ status: 'refused', written: 0, errors: [{ row: 4 }] });
    expect((await documents()).length).toBe(before);

    const done = await imported(
      owner,
      'accountingDocument',
      await xlsxOf([header, ['1405/09/01', 'آب و برق', '80103', '۱٬۲۰۰٬۰۰۰', ''], ['', '', '30202', '', '1200000'], ['1405/09/02', 'اجاره', 'اجاره', '900', ''], ['', '', '30202', '', '900']]),
    );
    expect(done, JSON.stringify(done.errors)).toMatchObject({ status: 'done', written: 4 });
    const all = await documents();
    expect(all).toHaveLength(before + 2);
    const utilities = all.find((document) => document.description === 'آب و برق');
    expect(utilities?.amount).toBe('1200000');
    expect(all.find((document) => document.description === 'اجاره')?.amount).toBe('900');
    expect((await linesOf(utilities?.id ?? 0)).map((line) => line.account_code)).toEqual(['80103', '30202']);
  });

  it('names an account the chart lacks in the row’s reason', async () => {
    const refused = await imported(owner, 'accountingDocument', await xlsxOf([[fa.date, fa.account, fa.debit, fa.credit], ['1405/09/01', 'حساب خیالی', '5', ''], ['', '30202', '', '5']]));
    expect(refused).toMatchObject({ status: 'refused', errors: [{ row: 2, reason: expect.stringContaining(`${fa.account}: «حساب خیالی»`) as unknown }] });
  });
});

describeEachEngine('invoice imports', (connection) => {
  const server = useTestServer(connection);
  const { download, rowsOf, xlsxOf, imported } = spreadsheetClient(() => server().baseUrl);
  const fa = webMessages.fa.invoices;
  let owner: ApiClient;
  const ids: Record<string, number> = {};

  interface Invoice {
    id: number;
    type: string;
    person: number | null;
    entrepot: number;
    description: string | null;
    payable: string;
    rows: { product: number; count: string; fee: string; discount: string | null }[];
  }
  const invoices = async () => (await owner.get<{ data: Invoice[] }>('/api/v1/invoice?perPage=100')).body.data;
  const invoice = async (id: number) => (await owner.get<Invoice>(`/api/v1/invoice/${String(id)}/edit`)).body;

  beforeAll(async () => {
    const biz = await createTestBusiness(connection().db, 'Invoice imports');
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    const saved = async (path: string, body: Record<string, unknown>) => {
      const response = await owner.post<{ data: { id: number } }>(`/api/v1/${path}`, body);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.id;
    };
    ids.warehouse = await saved('entrepot', { name: 'انبار مرکزی' });
    ids.customer = await saved('customer', { firstname: 'علی', lastname: 'رضایی' });
    ids.supplier = await saved('customer', { firstname: 'پخش', lastname: 'البرز' });
    ids.notebook = await saved('products', { name: 'دفتر ۱۰۰ برگ', price: '450000', initial_stocks: [{ entrepot: ids.warehouse, stock: '100', price: '300000' }] });
    ids.pen = await saved('products', { name: 'خودکار', code: 'P-7', price: '20000', initial_stocks: [{ entrepot: ids.warehouse, stock: '10', price: '12000' }] });
  });

  it('serves a sample of one sale on two rows, which imports and posts as the form does', async () => {
    const sample = await rowsOf(await download(owner, 'import/sample?type=invoice'));
    expect(sample).toHaveLength(3);
    const done = await imported(owner, 'invoice', await download(owner, 'import/sample?type=invoice'));
    expect(done, JSON.stringify(done.errors)).toMatchObject({ status: 'done', count_item: 2, written: 2 });
    const [listed] = await invoices();
    const sale = await invoice(listed?.id ?? 0);
    expect(sale).toMatchObject({ type: 'sell', person: ids.customer, entrepot: ids.warehouse, description: 'فروش نقدی' });
    expect(sale.rows.map((row) => [row.product, row.count, row.fee, row.discount])).toEqual([
      [ids.notebook, '2', '450000', null],
      [ids.pen, '1', '440000', '10000'],
    ]);
  });

  it('imports a purchase naming its supplier by name and products by code, and refuses a row whose count is no number', async () => {
    const header = [webMessages.fa.documents.date, fa.type, webMessages.fa.fields.person, fa.entrepot, fa.product, fa.count, fa.fee];
    const before = (await invoices()).length;
    const refused = await imported(owner, 'invoice', await xlsxOf([header, ['۱۴۰۵/۰۹/۰۱', 'خرید', 'پخش البرز', 'انبار مرکزی', 'P-7', 'ده', '15000']]));
    expect(refused).toMatchObject({ status: 'refused', errors: [{ row: 2, reason: expect.stringContaining(fa.count) as unknown }] });
    const done = await imported(owner, 'invoice', await xlsxOf([header, ['۱۴۰۵/۰۹/۰۱', 'خرید', 'پخش البرز', 'انبار مرکزی', 'P-7', '۵۰', '15000'], ['', '', '', '', 'دفتر ۱۰۰ برگ', '10', '300000']]));
    expect(done, JSON.stringify(done.errors)).toMatchObject({ status: 'done', written: 2 });
    const all = await invoices();
    expect(all).toHaveLength(before + 1);
    const purchase = await invoice(all.find((each) => each.type === 'purchase')?.id ?? 0);
    expect(purchase).toMatchObject({ person: ids.supplier });
    expect(purchase.rows.map((row) => [row.product, row.count])).toEqual([
      [ids.pen, '50'],
      [ids.notebook, '10'],
    ]);
  });

  it('takes the type of invoices a file leaves out from ref_type, as the returns list sends it', async () => {
    const header = [webMessages.fa.documents.date, webMessages.fa.fields.person, fa.entrepot, fa.product, fa.count, fa.fee];
    const file = await xlsxOf([header, ['1405/09/03', 'پخش البرز', 'انبار مرکزی', 'P-7', '5', '15000']]);
    const done = await imported(owner, 'invoice', file, { refType: 'returnPurchase' });
    expect(done, JSON.stringify(done.errors)).toMatchObject({ status: 'done', written: 1 });
    expect((await invoices()).filter((each) => each.type === 'returnPurchase')).toHaveLength(1);
  });
});

describeEachEngine('warehouse document imports', (connection) => {
  const server = useTestServer(connection);
  const { download, imported } = spreadsheetClient(() => server().baseUrl);
  let owner: ApiClient;
  const ids: Record<string, number> = {};

  interface WarehouseDocument {
    id: number;
    entrepot: number;
    rows: { product: number; count?: string; counted?: string; quantity: string }[];
  }
  const documentsOf = async (kind: string) => {
    const list = (await owner.get<{ data: { id: number }[] }>(`/api/v1/entrepot/${kind}?perPage=100`)).body.data;
    return Promise.all(list.map(async ({ id }) => (await owner.get<WarehouseDocument>(`/api/v1/entrepot/${kind}/${String(id)}/edit`)).body));
  };
  const stockOf = async (product: number) => (await owner.get<{ stock: string }>(`/api/v1/products/${String(product)}/edit`)).body.stock;

  beforeAll(async () => {
    const biz = await createTestBusiness(connection().db, 'Warehouse imports');
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    const saved = async (path: string, body: Record<string, unknown>) => (await owner.post<{ data: { id: number } }>(`/api/v1/${path}`, body)).body.data.id;
    ids.warehouse = await saved('entrepot', { name: 'انبار مرکزی' });
    ids.notebook = await saved('products', { name: 'دفتر ۱۰۰ برگ' });
    ids.pen = await saved('products', { name: 'خودکار' });
    ids.supplier = await saved('customer', { firstname: 'امین', lastname: 'تهرانی' });
  });

  it('takes goods in by the receipts sample, then counts them by the stocktaking sample', async () => {
    const receipt = await imported(owner, 'entrepot', await download(owner, 'import/sample?type=entrepot'));
    expect(receipt, JSON.stringify(receipt.errors)).toMatchObject({ status: 'done', count_item: 2, written: 2 });
    const [received] = await documentsOf('receipt');
    expect(received?.rows.map((row) => [row.product, row.count])).toEqual([
      [ids.notebook, '24'],
      [ids.pen, '100'],
    ]);
    expect(await stockOf(ids.pen ?? 0)).toBe('100');

    const counted = await imported(owner, 'warehouseHandling', await download(owner, 'import/sample?type=warehouseHandling'));
    expect(counted, JSON.stringify(counted.errors)).toMatchObject({ status: 'done', count_item: 2, written: 2 });
    const [handling] = await documentsOf('warehousehandling');
    expect(handling?.rows.map((row) => [row.product, row.counted, row.quantity])).toEqual([
      [ids.notebook, '98', '74'],
      [ids.pen, '10', '-90'],
    ]);
    expect(await stockOf(ids.pen ?? 0)).toBe('10');
  });
});

describeEachEngine('chart of accounts imports', (connection) => {
  const server = useTestServer(connection);
  const { download, xlsxOf, imported } = spreadsheetClient(() => server().baseUrl);
  const fa = webMessages.fa.coding.fields;
  let owner: ApiClient;

  interface Account {
    id: number;
    level: string;
    code: string;
    name: string;
    balance_type: string | null;
    kind: string;
    total: number | null;
  }
  const chart = async () => (await owner.get<{ data: Account[] }>('/api/v1/coding?perPage=500')).body.data;

  beforeAll(async () => {
    const biz = await createTestBusiness(connection().db, 'Chart imports');
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
  });

  it('adds a total and a given under it from the sample, the given finding the total made a row above', async () => {
    const done = await imported(owner, 'accountStructure', await download(owner, 'import/sample?type=accountStructure'));
    expect(done, JSON.stringify(done.errors)).toMatchObject({ status: 'done', count_item: 2, written: 2 });
    const accounts = await chart();
    const total = accounts.find((each) => each.code === '809');
    expect(total).toMatchObject({ level: 'total', name: 'هزینه‌های اداری', kind: 'temporary' });
    expect(accounts.find((each) => each.code === '80901')).toMatchObject({ level: 'given', name: 'لوازم مصرفی', balance_type: 'debtor', total: total?.id });
  });

  it('refuses a file whose account names a parent code the chart lacks, or a number taken, writing none of it', async () => {
    const before = (await chart()).length;
    const header = [fa.level, fa.number, fa.name, fa.parent];
    const unknown = await imported(owner, 'accountStructure', await xlsxOf([header, ['حساب معین', '07', 'پذیرایی', '801'], ['حساب معین', '01', 'خیالی', '899']]));
    expect(unknown).toMatchObject({ status: 'refused', errors: [{ row: 3, reason: expect.stringContaining('«۸۹۹»') as unknown }] });
    const taken = await imported(owner, 'accountStructure', await xlsxOf([header, ['حساب معین', '02', 'اجاره دوم', '801']]));
    expect(taken).toMatchObject({ status: 'refused', errors: [{ row: 2, reason: expect.stringContaining(fa.number) as unknown }] });
    expect((await chart()).length).toBe(before);
  });
});
