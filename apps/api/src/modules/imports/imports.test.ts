import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { ImportItem } from '@hesab/contract';
import { business } from '@hesab/db';
import { webMessages } from '@hesab/i18n/web';
import { describeEachEngine } from '../../../test/databases.ts';
import { activateConfig, addMember } from '../../../test/fixtures.ts';
import { createTestBusiness, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';
import { spreadsheetClient } from '../../../test/imports.ts';

/* `POST import` of persons: the sample file round-trips, a bad row writes nothing, and what an export writes comes back. */

interface Person {
  id: number;
  name: string;
  firstname: string;
  mobile: string | null;
  national_code: string | null;
  tags: string[];
  remain: string;
  birth_date: string | null;
}

describeEachEngine('spreadsheet imports', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let owner: ApiClient;

  const { download, rowsOf, xlsxOf, importForm, post, imported: importedAs } = spreadsheetClient(() => server().baseUrl);
  const imported = (client: ApiClient, bytes: Buffer, name = 'people.xlsx') => importedAs(client, 'customer', bytes, { name });
  const people = async (client: ApiClient) => (await client.get<{ data: Person[] }>('/api/v1/customer?perPage=500&sortBy=name:asc')).body.data;

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Imports');
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
  });

  it('serves a sample file with the type’s columns and an example row, which imports as it is', async () => {
    const sample = await rowsOf(await download(owner, 'import/sample?type=customer'));
    expect(sample[0]?.slice(0, 2)).toEqual([webMessages.fa.persons.firstname, webMessages.fa.persons.lastname]);
    expect(sample[1]?.slice(0, 2)).toEqual(['علی', 'رضایی']);
    const done = await imported(owner, await download(owner, 'import/sample?type=customer'));
    expect(done).toMatchObject({ status: 'done', count_item: 1, checked: 1, written: 1, refused: 0, errors: [] });
    const [ali] = (await people(owner)).filter((person) => person.name === 'علی رضایی');
    expect(ali).toMatchObject({ mobile: '9121234567', national_code: '0012345679', tags: ['عمده'], remain: '2500000', birth_date: '1991-08-03' });
    const history = (await owner.get<{ data: ImportItem[] }>('/api/v1/import?getType=list&type=customer')).body.data;
    expect(history[0]).toMatchObject({ id: done.id, title: 'people.xlsx', status: 'done', count_item: 1 });
    expect(history[0]?.registrar).not.toBe('');
    // The spec's row: file.title, count_item, user.firstname and user.lastname.
    expect(history[0]).toMatchObject({ file: { title: 'people.xlsx' }, user: { firstname: history[0]?.registrar, lastname: '' } });
    expect((await owner.get<ImportItem>(`/api/v1/import/${String(done.id)}`)).body).toMatchObject({ file: { title: 'people.xlsx' }, count_item: 1 });
  });

  it('refuses a whole file for one bad row, writing nothing, and names the row and the reason in its error file', async () => {
    const before = (await people(owner)).length;
    const fa = webMessages.fa.persons;
    const file = await xlsxOf([
      [fa.firstname, fa.lastname, fa.mobile, fa.initial_price],
      ['رضا', 'کریمی', '09121110000', '1000'],
      ['', 'بی‌نام', '09121110001', '2000'],
      ['نرگس', 'احمدی', '09121110002', 'ده هزار'],
    ]);
    const refused = await imported(owner, file);
    expect(refused.status).toBe('refused');
    expect(refused.errors.map((error) => error.row)).toEqual([3, 4]);
    expect(refused.errors[0]?.reason).toContain(fa.firstname);
    expect((await people(owner)).length).toBe(before);
    const errors = await rowsOf(await download(owner, `import/${String(refused.id)}/errors`));
    expect(errors[0]).toEqual([webMessages.fa.imports.row, fa.firstname, fa.lastname, fa.mobile, fa.initial_price, webMessages.fa.imports.reason]);
    expect(errors[1]?.slice(0, 3)).toEqual([3, undefined, 'بی‌نام']);
    expect(String(errors[2]?.[5])).toContain(fa.initial_price);
  });

  it('reads a numeric cell as a number only up to 20 characters, never an amount Excel rounded', async () => {
    const fa = webMessages.fa.persons;
    const header = [fa.firstname, fa.lastname, fa.mobile, fa.initial_price];
    const refused = await imported(owner, await xlsxOf([header, ['عدد', 'کوتاه', '09121110100', 1250000], ['عدد', 'بلند', '09121110101', 1.2345678901234568e20]]));
    expect(refused.status).toBe('refused');
    expect(refused.errors.map((error) => [error.row, error.reason.includes(fa.initial_price)])).toEqual([[3, true]]);
    const whole = await imported(owner, await xlsxOf([header, ['عدد', 'کوتاه', '09121110100', 1250000]]));
    expect(whole).toMatchObject({ status: 'done', written: 1 });
    expect((await people(owner)).find((person) => person.name === 'عدد کوتاه')).toMatchObject({ remain: '1250000' });
  });

  it('imports 100 rows typed with Persian digits, Arabic letters and Jalali dates', async () => {
    const fa = webMessages.fa.persons;
    const rows = Array.from({ length: 100 }, (_, index) => {
      const n = String(index).padStart(3, '0');
      return [`كاظم ${n}`, 'يزدي', `۰۹۱۲۳۴۵۶${n.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d)}`, '۱٬۲۵۰٬۰۰۰', '۱۴۰۰/۰۱/۰۱', 'بستانکار'];
    });
    const done = await imported(owner, await xlsxOf([[fa.firstname, fa.lastname, fa.mobile, fa.initial_price, fa.birth_date, fa.nature_initial_price], ...rows]));
    expect(done).toMatchObject({ status: 'done', written: 100 });
    const kazem = (await people(owner)).find((person) => person.name === 'کاظم 007 یزدی');
    expect(kazem).toMatchObject({ mobile: '9123456007', remain: '-1250000', birth_date: '2021-03-21' });
  });

  it('writes over a thousand persons a batch at a time, each as the form writes one; a duplicate mobile in the second batch refuses the file naming its row', async () => {
    const fa = webMessages.fa.persons;
    const header = [fa.firstname, fa.lastname, fa.mobile, fa.initial_price, fa.nature_initial_price];
    const rows = Array.from({ length: 1050 }, (_, index) => [`دسته ${String(index)}`, 'وارداتی', `0935${String(index).padStart(7, '0')}`, index % 3 === 0 ? String((index + 1) * 1000) : '', index % 2 === 0 ? 'بدهکار' : 'بستانکار']);
    const count = async () => (await owner.get<{ total: number }>('/api/v1/customer?search=وارداتی')).body.total;
    await activateConfig(connection().db, biz.businessId, ['preventDuplicateMobile']);
    try {
      // The last row repeats the first one's mobile: the first batch is written, then the second refused, and the
      // row named is the one the form would refuse; nothing of the file stays.
      const twin = [...rows, ['دوقلو', 'وارداتی', rows[0]?.[2] ?? '', '', '']];
      const refused = await imported(owner, await xlsxOf([header, ...twin]));
      expect(refused.status).toBe('refused');
      expect(refused.errors.map((error) => [error.row, error.reason])).toEqual([[1052, `${fa.mobile}: این شماره در سیستم وجود دارد.`]]);
      expect(await count()).toBe(0);

      const done = await imported(owner, await xlsxOf([header, ...rows]));
      expect(done).toMatchObject({ status: 'done', written: 1050 });
      expect(await count()).toBe(1050);
    } finally {
      await connection()
        .db.update(business)
        .set({ config: sql`${business.config} - 'preventDuplicateMobile'` })
        .where(eq(business.id, biz.businessId));
    }
    // Each with its own detail account, its opening balance in the year's opening document, and its log row.
    const found = async (name: string) => (await owner.get<{ data: (Person & { detail_id: number; initial_price: string })[] }>(`/api/v1/customer?search=${encodeURIComponent(name)}`)).body.data[0];
    expect(await found('دسته 999 وارداتی')).toMatchObject({ mobile: '9350000999', initial_price: '1000000', remain: '-1000000' });
    expect(await found('دسته 1002 وارداتی')).toMatchObject({ remain: '1003000' });
    const first = await found('دسته 0 وارداتی');
    const second = await found('دسته 1 وارداتی');
    expect(first?.remain).toBe('1000');
    expect(second?.remain).toBe('0');
    expect(new Set([first?.detail_id, second?.detail_id]).size).toBe(2);
    const log = await owner.get<{ total: number }>(`/api/v1/log?action=create&id=${String(second?.id)}`);
    expect(log.body.total).toBe(1);
    // The form's edit and delete find the part each was written with.
    expect((await owner.put(`/api/v1/customer/${String(first?.id)}`, { firstname: 'دسته 0', lastname: 'وارداتی', initial_price: '2000' })).status).toBe(200);
    expect((await found('دسته 0 وارداتی'))?.remain).toBe('2000');
    expect((await owner.call('DELETE', `/api/v1/customer/${String(first?.id)}`)).status).toBe(200);
  });

  it('re-imports what the list exported into another business, the same people', async () => {
    const other = await createTestBusiness(connection().db, 'Imports elsewhere');
    const elsewhere = await server().client().login(other.ownerUsername, other.ownerPassword);
    const done = await imported(elsewhere, await download(owner, 'customer?export=xlsx'));
    expect(done.status, JSON.stringify(done.errors)).toBe('done');
    const names = (list: Person[]) => list.map((person) => [person.name, person.mobile, person.national_code, person.tags]);
    expect(names(await people(elsewhere))).toEqual(names(await people(owner)));
  });

  it('refuses a file that is no spreadsheet, lacks a required column, or comes from a user who may not add people', async () => {
    const form = (bytes: Buffer, name: string) => importForm('customer', bytes, name);
    expect(await post(owner, form(Buffer.from('not a sheet'), 'people.xlsx'))).toBe(422);
    expect(await post(owner, form(await xlsxOf([[webMessages.fa.persons.mobile], ['09120000000']]), 'people.xlsx'))).toBe(422);
    const username = `viewer-${String(biz.businessId)}`;
    await addMember(connection().db, biz.businessId, { username, password: 'viewer-password-1', permissions: ['CustomerList'] });
    const viewer = await server().client().login(username, 'viewer-password-1');
    expect(await post(viewer, form(await download(owner, 'import/sample?type=customer'), 'people.xlsx'))).toBe(403);
    const badType = new FormData();
    badType.set('type', 'spaceships');
    expect(await post(owner, badType)).toBe(422);
  });
});
