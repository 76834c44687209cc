import { beforeAll, expect, it } from 'vitest';
import type { CodingAccount } from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import { createTestBusiness, useTestServer, type ApiClient } from '../../../test/http-client.ts';

describeEachEngine('the chart of accounts (coding)', (connection) => {
  const server = useTestServer(connection);
  let client: ApiClient;
  beforeAll(async () => {
    const biz = await createTestBusiness(connection().db, 'Coding');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
  });

  async function chart(query = ''): Promise<CodingAccount[]> {
    const reply = await client.get<{ data: CodingAccount[] }>(`/api/v1/coding${query}`);
    expect(reply.status).toBe(200);
    return reply.body.data;
  }

  it('seeds the standard chart: nine groups, and the given accounts the product posts to', async () => {
    const groups = await chart('?type=group');
    expect(groups.map((g) => g.code)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(groups.find((g) => g.code === '6')).toMatchObject({ type: 'costBenefit', kind: 'temporary', balance_type: 'creditor' });
    const givens = await chart('?type=given');
    const roles = givens.map((g) => g.system).filter(Boolean);
    expect(roles).toEqual(
      expect.arrayContaining(['cash', 'bank', 'receivable', 'payable', 'inventory', 'sales', 'salesReturn', 'vatPayable', 'vatReceivable', 'costOfSales', 'opening', 'closing']),
    );
    const cash = givens.find((g) => g.system === 'cash');
    expect(cash).toMatchObject({ code: '10101', name: 'صندوق', level: 'given', type: 'debtor' });
    const total = (await chart('?type=total')).find((t) => t.id === cash?.total);
    expect(total).toMatchObject({ code: '101', group: cash?.group, type: 'balanceSheet' });
  });

  it('composes the code of a new total and given from their parents', async () => {
    const group = (await chart('?type=group')).find((g) => g.code === '8');
    const total = await client.post<{ data: CodingAccount }>('/api/v1/coding', {
      level: 'total',
      name: 'هزینه‌های مالی',
      number: '03',
      group: group?.id,
      balance_type: 'debtor',
    });
    expect(total.status).toBe(200);
    expect(total.body.data).toMatchObject({ code: '803', level: 'total', group: group?.id, kind: 'temporary' });
    const given = await client.post<{ data: CodingAccount }>('/api/v1/coding', {
      level: 'given',
      name: 'سود تسهیلات',
      number: '0001',
      total: total.body.data.id,
      currencyFeature: false,
      interpretable: true,
    });
    expect(given.body.data).toMatchObject({ code: '8030001', total: total.body.data.id, group: group?.id, interpretable: false });
  });

  it("writes a given account's nature through its `type` and keeps its `some` switch", async () => {
    const total = (await chart('?type=total')).find((t) => t.code === '803') ?? (await chart('?type=total'))[0];
    const body = { level: 'given', name: 'حساب نمونه', number: '0077', total: total?.id };
    const created = await client.post<{ data: CodingAccount }>('/api/v1/coding', { ...body, type: 'creditor', some: true });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ type: 'creditor', balance_type: 'creditor', some: true });
    const id = created.body.data.id;
    const neutral = await client.put<{ data: CodingAccount }>(`/api/v1/coding/${String(id)}`, { ...body, type: 'neutral', some: false });
    expect(neutral.body.data).toMatchObject({ type: 'neutral', balance_type: null, some: false });
    // balance_type, when sent, wins over type.
    const both = await client.put<{ data: CodingAccount }>(`/api/v1/coding/${String(id)}`, { ...body, type: 'creditor', balance_type: 'debtor' });
    expect(both.body.data).toMatchObject({ type: 'debtor', balance_type: 'debtor' });
    // A group's type is no given's nature, and a nature no group's type.
    const wrong = await client.put<{ errors: Record<string, string[]> }>(`/api/v1/coding/${String(id)}`, { ...body, type: 'balanceSheet' });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['type']);
    const group = await client.post<{ errors: Record<string, string[]> }>('/api/v1/coding', { level: 'group', name: 'گروه نادرست', number: '7', type: 'debtor' });
    expect(group.status).toBe(422);
    expect(Object.keys(group.body.errors)).toEqual(['type']);
    expect((await chart('?type=group')).every((g) => !g.some)).toBe(true);
  });

  it('recomposes the codes under an account whose number changes', async () => {
    const group = (await chart('?type=group')).find((g) => g.code === '4');
    const totals = (await chart(`?type=total&parent_id=${String(group?.id)}`));
    const total = totals[0];
    const moved = await client.put<{ data: CodingAccount }>(`/api/v1/coding/${String(total?.id)}`, {
      level: 'total',
      name: total?.name,
      number: '07',
      group: group?.id,
      balance_type: 'creditor',
    });
    expect(moved.body.data.code).toBe('407');
    const givens = await chart(`?type=given&parent_id=${String(total?.id)}`);
    expect(givens.every((g) => g.code.startsWith('407'))).toBe(true);
  });

  it('refuses a wrong number, a missing parent, a duplicate code, and deleting what is used', async () => {
    const wrongDigits = await client.post('/api/v1/coding', { level: 'total', name: 'x', number: '1', group: 1 });
    expect(wrongDigits.status).toBe(422);
    expect(wrongDigits.body.errors).toEqual({ number: ['تعداد رقم‌های کد برای این سطح درست نیست.|account-number-invalid'] });
    const orphan = await client.post('/api/v1/coding', { level: 'given', name: 'x', number: '01' });
    expect(orphan.body.errors).toEqual({ total: ['حساب بالادست را انتخاب کنید.|account-parent-required'] });
    const cash = (await chart('?type=given')).find((g) => g.system === 'cash');
    const duplicate = await client.post('/api/v1/coding', { level: 'given', name: 'x', number: '01', total: cash?.total });
    expect(duplicate.body.errors).toEqual({ number: ['این مقدار در سیستم وجود دارد.|duplicate-value'] });

    expect((await client.call('DELETE', `/api/v1/coding/${String(cash?.id)}`)).status).toBe(420);
    expect((await client.call('DELETE', `/api/v1/coding/${String(cash?.total)}`)).body).toEqual({
      message: 'این حساب زیرحساب دارد و حذف نمی‌شود.',
    });
    const spare = await client.post<{ data: CodingAccount }>('/api/v1/coding', { level: 'given', name: 'موقت', number: '99', total: cash?.total });
    expect((await client.call('DELETE', `/api/v1/coding/${String(spare.body.data.id)}`)).status).toBe(200);
  });

  it('finds accounts by name or code', async () => {
    const found = await chart(`?search=${encodeURIComponent('صندوق')}`);
    expect(found.map((a) => a.code)).toEqual(['10101']);
  });

  it('pages and sorts a level with sortBy, and refuses a field it cannot sort by', async () => {
    const all = await chart('?type=given');
    const reply = await client.get<{ data: CodingAccount[]; total: number; current_page: number; last_page: number; from: number }>(
      '/api/v1/coding?type=given&page=2&perPage=5&sortBy=name:desc',
    );
    expect(reply.status).toBe(200);
    const byName = [...all].sort((a, b) => (a.name === b.name ? a.code.localeCompare(b.code) : a.name < b.name ? 1 : -1));
    expect(reply.body).toMatchObject({ total: all.length, current_page: 2, last_page: Math.ceil(all.length / 5), from: 6 });
    expect(reply.body.data.map((a) => a.id)).toEqual(byName.slice(5, 10).map((a) => a.id));
    expect((await client.get('/api/v1/coding?sortBy=content:asc')).status).toBe(422);
  });

  it('moves a system link to another given account, never leaving a role without one', async () => {
    const cash = (await chart('?type=given')).find((g) => g.system === 'cash');
    if (!cash?.total) throw new Error('no cash account');
    const safe = await client.post<{ data: CodingAccount }>('/api/v1/coding', {
      level: 'given',
      name: 'صندوق مرکزی',
      number: '09',
      total: cash.total,
      system: 'cash',
    });
    expect(safe.status, JSON.stringify(safe.body)).toBe(200);
    expect(safe.body.data.system).toBe('cash');
    expect((await client.get<CodingAccount>(`/api/v1/coding/${String(cash.id)}/edit`)).body.system).toBeNull();
    // The account the product posts cash to cannot drop the link, nor swap it for another role.
    const body = { level: 'given', name: 'صندوق مرکزی', number: '09', total: cash.total };
    const dropped = await client.put(`/api/v1/coding/${String(safe.body.data.id)}`, { ...body, system: null });
    expect(dropped.status).toBe(420);
    expect((await client.put(`/api/v1/coding/${String(safe.body.data.id)}`, { ...body, system: 'bank' })).status).toBe(420);
    // A form that does not send the link keeps it; the old account can take it back.
    expect((await client.put<{ data: CodingAccount }>(`/api/v1/coding/${String(safe.body.data.id)}`, body)).body.data.system).toBe('cash');
    const back = await client.put<{ data: CodingAccount }>(`/api/v1/coding/${String(cash.id)}`, {
      level: 'given',
      name: cash.name,
      number: cash.number,
      total: cash.total,
      system: 'cash',
    });
    expect(back.body.data.system).toBe('cash');
    expect((await chart('?type=given')).filter((g) => g.system === 'cash').map((g) => g.id)).toEqual([cash.id]);
  });
});
