import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { webMessages } from '@hesab/i18n/web';
import { describeEachEngine } from '../../../test/databases.ts';
import { createTestBusiness, mainYearRange, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

/* `GET <list>?export=xlsx`: a resource's list and a document kind's, as the .xlsx the server streams. */

describeEachEngine('Excel export of lists', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let owner: ApiClient;

  /** The list's file, read back with ExcelJS as Excel would open it. */
  async function sheetOf(path: string) {
    const response = await fetch(`${server().baseUrl}/api/v1/${path}`, { headers: { authorization: `Bearer ${owner.token ?? ''}`, domain: owner.appKey ?? '' } });
    expect(response.status, await response.clone().text().then((text) => text.slice(0, 300))).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { sheet, rows };
  }

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Exports');
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    for (const [firstname, price] of [['مریم', '1500000'], ['كريم', '250000'], ['سارا', '0']] as const) {
      const reply = await owner.post('/api/v1/customer', { firstname, lastname: 'صادقی', nature_initial_price: 'debtor', initial_price: price });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
  });

  it('writes a resource’s list right to left with the user’s headers, exact amounts as numbers, and the list’s own search', async () => {
    const fa = webMessages.fa;
    const { sheet, rows } = await sheetOf('customer?export=xlsx&sortBy=name:asc');
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getColumn(2).width).toBe(15);
    expect(rows[0]?.slice(0, 5)).toEqual([fa.list.rowNumber, fa.persons.name, fa.persons.firstname, fa.persons.lastname, fa.persons.national_code]);
    const names = rows.slice(1).map((row) => row[1]);
    expect(names).toEqual(['سارا صادقی', 'كريم صادقی', 'مریم صادقی']);
    const remain = rows[0]?.indexOf(fa.persons.remain) ?? -1;
    expect(rows.slice(1).map((row) => row[remain])).toEqual([0, 250000, 1500000]);
    const state = rows[0]?.indexOf(fa.persons.remain_state) ?? -1;
    expect(rows[3]?.[state]).toBe(fa.persons.remain_stateOptions.debtor);
    // The list's search: Arabic letters find the Persian ones, as on screen.
    const searched = await sheetOf(`customer?export=xlsx&search=${encodeURIComponent('کریم')}`);
    expect(searched.rows.slice(1).map((row) => row[1])).toEqual(['كريم صادقی']);
  });

  it('writes English headers left to right when asked, and only the page on screen with all=false', async () => {
    const { sheet, rows } = await sheetOf('customer?export=xlsx&lang=en');
    expect(sheet.views[0]?.rightToLeft).toBe(false);
    expect(rows[0]?.[1]).toBe(webMessages.en.persons.name);
    expect(rows[3]?.[rows[0]?.indexOf(webMessages.en.persons.remain_state) ?? -1]).toBe(webMessages.en.persons.remain_stateOptions.debtor);
    // Six persons on pages of five: the second page is the sixth, numbered as on screen.
    for (const firstname of ['آرش', 'بهار', 'پرویز']) await owner.post('/api/v1/customer', { firstname });
    const second = await sheetOf('customer?export=xlsx&all=false&page=2&perPage=5&sortBy=name:asc');
    const onScreen = (await owner.get<{ data: { name: string }[] }>('/api/v1/customer?page=2&perPage=5&sortBy=name:asc')).body.data;
    expect(second.rows.slice(1).map((row) => [row[0], row[1]])).toEqual(onScreen.map((row, index) => [6 + index, row.name]));
    expect(onScreen).toHaveLength(1);
  });

  it('writes a document list with its Jalali dates as text and a totals row, and refuses a language it has not', async () => {
    const day = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
    const warehouse = (await owner.post<{ data: { id: number } }>('/api/v1/entrepot', { name: 'انبار' })).body.data.id;
    const service = (await owner.post<{ data: { id: number } }>('/api/v1/products', { type: 'service', name: 'نصب', price: '1000' })).body.data.id;
    const customers = (await owner.get<{ data: { id: number }[] }>('/api/v1/customer')).body.data;
    for (const [index, fee] of ['1000', '2500'].entries()) {
      const reply = await owner.post('/api/v1/invoice', { type: 'sell', date: day, person: customers[index]?.id, entrepot: warehouse, rows: [{ product: service, count: '1', fee, tax: '0' }] });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    const fa = webMessages.fa;
    const { rows } = await sheetOf('invoice?export=xlsx&type=sell&sortBy=number:asc');
    expect(rows[0]?.[1]).toBe(fa.documents.number);
    expect(rows[1]?.[2]).toBe('۱۴۰۵/۰۱/۰۱');
    const payable = rows[0]?.indexOf(fa.invoices.payable) ?? -1;
    expect(rows.slice(1, 3).map((row) => row[payable])).toEqual([1000, 2500]);
    expect(rows[3]?.[0]).toBe(fa.documents.total);
    expect(rows[3]?.[payable]).toBe(3500);

    expect((await owner.get('/api/v1/invoice?export=xlsx&lang=de')).status).toBe(422);
    expect((await owner.get('/api/v1/customer?export=pdf')).status).toBe(422);
  });
});
