import { beforeAll, describe, expect, it } from 'vitest';
import type { LastFeeRow, PresaleConversion, ReturnableItem } from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import { addMember } from '../../../test/fixtures.ts';
import { createTestBusiness, mainYearRange, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

/* What the invoice screens look up beside an invoice: a party's last fee, what is left to return, a pre-invoice's sale. */

describeEachEngine('invoice lookups', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let client: ApiClient;
  let day: string;
  let later: string;
  let warehouse: number;
  let supplier: number;
  let buyer: number;
  let other: number;
  let pen: number;
  let box: number;
  let firstSale: number;
  let secondSale: number;

  const idOf = async (path: string, body: Record<string, unknown>) => {
    const reply = await client.post<{ data: { id: number; number: number } }>(`/api/v1/${path}`, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.id;
  };
  const invoice = (body: Record<string, unknown>) => idOf('invoice', { date: day, entrepot: warehouse, ...body });
  const lastFee = (query: string, as: ApiClient = client) => as.get<{ data: LastFeeRow | null }>(`/api/v1/invoice/lastFee?${query}`);

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Invoice lookups');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    const range = new URLSearchParams(await mainYearRange(connection().db, biz.businessId));
    day = range.get('from') ?? '';
    // A week into the year: the latest of the party's sales.
    later = new Date(Date.parse(`${day}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    warehouse = await idOf('entrepot', { name: 'انبار' });
    supplier = await idOf('customer', { firstname: 'پخش', lastname: 'البرز' });
    buyer = await idOf('customer', { firstname: 'سارا', lastname: 'نوری' });
    other = await idOf('customer', { firstname: 'علی', lastname: 'رضایی' });
    const units = await client.get<{ data: { id: number; name: string }[] }>('/api/v1/unit?all=true');
    const piece = units.body.data.find((row) => row.name === 'عدد')?.id ?? 0;
    box = units.body.data.find((row) => row.name === 'کارتن')?.id ?? 0;
    pen = await idOf('products', {
      name: 'خودکار',
      unit: piece,
      units: [
        { unit: piece, value: '1', default: true },
        { unit: box, value: '12', default: false },
      ],
      inventoryMethod: 'fifo',
    });
    await invoice({ type: 'purchase', person: supplier, rows: [{ product: pen, count: '5', unit: box, fee: '100000' }] });
    firstSale = await invoice({ type: 'sell', person: buyer, rows: [{ product: pen, count: '10', fee: '15000' }] });
    secondSale = await invoice({ type: 'sell', date: later, person: buyer, rows: [{ product: pen, count: '1', unit: box, fee: '170000' }] });
  });

  describe('GET invoice/lastFee', () => {
    it('answers the product’s row on the party’s latest sale, with its unit', async () => {
      const reply = await lastFee(`product=${String(pen)}&person=${String(buyer)}`);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.data).toMatchObject({ invoice: secondSale, date: later, unit: box, fee: '170000' });
    });

    it('leaves out the invoice being edited, and answers none for a party who never had the product', async () => {
      const edited = await lastFee(`product=${String(pen)}&person=${String(buyer)}&except=${String(secondSale)}`);
      // A row sent without a unit is in the product's base unit.
      expect(edited.body.data).toMatchObject({ invoice: firstSale, fee: '15000', unit: null });
      expect((await lastFee(`product=${String(pen)}&person=${String(other)}`)).body.data).toBeNull();
    });

    it('reads the type asked for: a purchase’s fee from its supplier', async () => {
      expect((await lastFee(`product=${String(pen)}&person=${String(supplier)}&type=purchase`)).body.data).toMatchObject({ fee: '100000', unit: box });
      expect((await lastFee(`product=${String(pen)}&person=${String(supplier)}`)).body.data).toBeNull();
    });

    it('is refused to a user who may not see invoices of that type', async () => {
      const username = `lookup-seller-${String(biz.businessId)}`;
      await addMember(connection().db, biz.businessId, { username, password: 'seller-password-1', permissions: ['Sell'] });
      const seller = await server().client().login(username, 'seller-password-1');
      expect((await lastFee(`product=${String(pen)}&person=${String(buyer)}`, seller)).status).toBe(200);
      expect((await lastFee(`product=${String(pen)}&person=${String(supplier)}&type=purchase`, seller)).status).toBe(403);
    });
  });

  describe('GET invoice/{id}/returnable', () => {
    const returnable = (id: number, query = '') => client.get<{ data: ReturnableItem[] }>(`/api/v1/invoice/${String(id)}/returnable${query}`);

    it('answers what is left to return of each product after the returns made of the invoice, in base units', async () => {
      expect((await returnable(firstSale)).body.data).toEqual([{ product: pen, sold: '10', returned: '0', left: '10' }]);
      const back = await invoice({ type: 'returnSell', person: buyer, returns: firstSale, rows: [{ product: pen, count: '4', fee: '15000' }] });
      expect((await returnable(firstSale)).body.data).toEqual([{ product: pen, sold: '10', returned: '4', left: '6' }]);
      // The return being edited does not count against itself.
      expect((await returnable(firstSale, `?except=${String(back)}`)).body.data).toEqual([{ product: pen, sold: '10', returned: '0', left: '10' }]);
      // The API refuses what the lookup says is not left.
      const beyond = await client.post('/api/v1/invoice', { date: day, entrepot: warehouse, type: 'returnSell', person: buyer, returns: firstSale, rows: [{ product: pen, count: '7', fee: '15000' }] });
      expect(beyond.status).toBe(420);
    });

    it('answers 404 for a pre-invoice or a return, which nothing returns', async () => {
      const presale = await invoice({ type: 'presale', person: buyer, rows: [{ product: pen, count: '1', fee: '15000' }] });
      expect((await returnable(presale)).status).toBe(404);
      expect((await returnable(999_999_999)).status).toBe(404);
    });
  });

  describe('GET invoice/{id}/conversion', () => {
    it('answers no sale while the pre-invoice is open, and the sale it became once converted', async () => {
      const presale = await invoice({ type: 'presale', person: buyer, rows: [{ product: pen, count: '2', fee: '15000' }] });
      const conversion = (id: number) => client.get<{ data: PresaleConversion }>(`/api/v1/invoice/${String(id)}/conversion`);
      expect((await conversion(presale)).body.data).toEqual({ sale: null });
      const sale = await client.post<{ data: { id: number; number: number } }>(`/api/v1/invoice/${String(presale)}/convert`, {});
      expect(sale.status, JSON.stringify(sale.body)).toBe(200);
      expect((await conversion(presale)).body.data).toEqual({ sale: { id: sale.body.data.id, number: sale.body.data.number, date: day } });
      expect((await conversion(firstSale)).status).toBe(404);
    });
  });
});
