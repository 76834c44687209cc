import { beforeAll, describe, expect, it } from 'vitest';
import { resources, type PickerPage } from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import { createTestBusiness, useTestServer, type ApiClient } from '../../../test/http-client.ts';

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
  beforeAll(async () => {
    const db = connection().db;
    const biz = await createTestBusiness(db, 'Picker');
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
});
