import { beforeAll, describe, expect, it } from 'vitest';
import { resources, type PickerPage } from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import { addMember, createTestBusiness, useTestServer, type ApiClient } from '../../../test/http-client.ts';

type Saved = { data: { id: number } };

const q = encodeURIComponent;

describe('the picker extras of the definitions', () => {
  it('each name a field of the record or its id', () => {
    for (const definition of resources) {
      const names = ['id', ...definition.fields.map((field) => field.name)];
      for (const field of Object.values(definition.picker?.extras ?? {})) expect(names, definition.name).toContain(field);
    }
  });
});

describeEachEngine('picker items (getdetail with a resource select)', (connection) => {
  const server = useTestServer(connection);
  let owner: ApiClient;
  let outsider: ApiClient;
  let businessId: number;
  beforeAll(async () => {
    const db = connection().db;
    const biz = await createTestBusiness(db, 'Picker');
    businessId = biz.businessId;
    const otherBiz = await createTestBusiness(db, 'Picker other');
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    outsider = await server().client().login(otherBiz.ownerUsername, otherBiz.ownerPassword);
  });

  const pick = (client: ApiClient, query: string) => client.get<PickerPage>(`/api/v1/getdetail?${query}`);

  it('answers one item by id, inactive too, in the paged shape; nothing for an id of another business', async () => {
    const shoes = await owner.post<Saved>('/api/v1/category', { name: 'کفش', status: 'deactive' });
    await owner.post('/api/v1/category', { name: 'کیف' });
    const id = shoes.body.data.id;

    const one = await pick(owner, `select=category&id=${String(id)}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({
      data: [{ id, name: 'کفش', label: 'کفش', color: null, remain: null }],
      current_page: 1,
      last_page: 1,
    });
    // The search and page of a list are no part of a read by id.
    expect((await pick(owner, `select=category&id=${String(id)}&search=${q('کیف')}&page=3`)).body.data).toHaveLength(1);
    // An inactive record is named, but not offered.
    expect((await pick(owner, `select=category&search=${q('کفش')}`)).body.data).toEqual([]);

    expect((await pick(outsider, `select=category&id=${String(id)}`)).body).toEqual({ data: [], current_page: 1, last_page: 1 });
    expect((await pick(owner, 'select=category&id=0')).status).toBe(422);
  });

  it('gives a person its phone, mobile, email and code (its id); other kinds carry no extras', async () => {
    const person = await owner.post<Saved>('/api/v1/customer', {
      firstname: 'مینا',
      lastname: 'کاظمی',
      mobile: '09121234567',
      phone: '021-44556677',
      email: 'mina@example.com',
    });
    expect(person.status, JSON.stringify(person.body)).toBe(200);
    const id = person.body.data.id;
    const searched = await pick(owner, `select=customer&search=${q('کاظمی')}`);
    expect(searched.body.data).toEqual([
      {
        id,
        name: 'مینا کاظمی',
        label: 'مینا کاظمی',
        color: null,
        remain: '0',
        phone: '021-44556677',
        mobile: '9121234567',
        email: 'mina@example.com',
        code: String(id),
      },
    ]);
    expect((await pick(owner, `select=customer&id=${String(id)}`)).body.data).toEqual(searched.body.data);

    const bare = await owner.post<Saved>('/api/v1/customer', { firstname: 'بی‌تلفن' });
    const [withoutPhones] = (await pick(owner, `select=customer&id=${String(bare.body.data.id)}`)).body.data;
    expect(withoutPhones).toMatchObject({ phone: null, mobile: null, email: null, code: String(bare.body.data.id) });
  });

  it('gives balances only to who may see them: a person’s to the debtors’ list, an account’s to the trial balance or book', async () => {
    const person = await owner.post<Saved>('/api/v1/customer', { firstname: 'بدهکار', initial_price: '250000', nature_initial_price: 'debtor' });
    expect(person.status, JSON.stringify(person.body)).toBe(200);
    const member = async (username: string, permissions: string[]) => {
      await addMember(connection().db, businessId, { username, password: `${username}-pass`, permissions });
      return server().client().login(username, `${username}-pass`);
    };
    const personItem = async (client: ApiClient) => (await pick(client, `select=customer&id=${String(person.body.data.id)}`)).body.data[0];
    const accounts = async (client: ApiClient) => (await pick(client, 'select=account')).body.data;

    const seller = await member('picker-seller', ['SellList']);
    const profileOnly = await member('picker-profile', ['profile']);
    const debtors = await member('picker-debtors', ['CustomerList']);
    const accountant = await member('picker-book', ['AccountingBook']);

    expect(await personItem(seller)).toEqual(expect.objectContaining({ name: 'بدهکار' }));
    expect(await personItem(seller)).not.toHaveProperty('remain');
    expect(await personItem(debtors)).toEqual(expect.objectContaining({ remain: '250000' }));
    expect(await personItem(owner)).toEqual(expect.objectContaining({ remain: '250000' }));

    for (const client of [profileOnly, seller, debtors]) {
      const items = await accounts(client);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item).not.toHaveProperty('remain');
    }
    for (const item of await accounts(accountant)) expect(typeof item.remain).toBe('string');
  });
});
