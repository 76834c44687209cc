import { beforeAll, expect, it } from 'vitest';
import type { ProfileResponse } from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import { addMember, createTestBusiness, useTestServer, type TestBusiness } from '../../../test/http-client.ts';

describeEachEngine('users/profile', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Profile test');
    await addMember(connection().db, biz.businessId, {
      username: 'cashier',
      password: 'cashier-pass-1',
      permissions: ['profile'],
    });
  });

  it('reads and renames the user', async () => {
    const client = await server().client().login('cashier', 'cashier-pass-1');
    expect((await client.get<ProfileResponse>('/api/v1/users/profile')).body).toMatchObject({
      username: 'cashier',
      name: 'cashier',
      lang: 'fa',
    });
    const saved = await client.put('/api/v1/users/profile', { name: 'Sara Cashier', lang: 'en' });
    expect(saved).toEqual({ status: 200, body: { message: 'ذخیره شد.' } });
    expect((await client.get<ProfileResponse>('/api/v1/users/profile')).body).toMatchObject({
      name: 'Sara Cashier',
      lang: 'en',
    });
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const client = await server().client().login('cashier', 'cashier-pass-1');
    const otherDevice = await server().client().login('cashier', 'cashier-pass-1');

    const wrong = await client.put('/api/v1/users/profile', {
      name: 'Sara',
      lang: 'fa',
      currentPassword: 'not-it',
      password: 'new-password-2',
      passwordConfirmation: 'new-password-2',
    });
    expect(wrong).toEqual({
      status: 422,
      body: {
        message: 'برخی فیلدها معتبر نیستند.',
        errors: { currentPassword: ['رمز عبور فعلی اشتباه است.|wrong-current-password'] },
      },
    });

    const mismatch = await client.put('/api/v1/users/profile', {
      name: 'Sara',
      lang: 'fa',
      currentPassword: 'cashier-pass-1',
      password: 'new-password-2',
      passwordConfirmation: 'other',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({
      passwordConfirmation: ['رمز عبور و تکرار آن یکسان نیستند.|passwords-do-not-match'],
    });

    const changed = await client.put('/api/v1/users/profile', {
      name: 'Sara',
      lang: 'fa',
      currentPassword: 'cashier-pass-1',
      password: 'new-password-2',
      passwordConfirmation: 'new-password-2',
    });
    expect(changed.status).toBe(200);
    expect((await client.get('/api/v1/users/profile')).status).toBe(200);
    expect((await otherDevice.get('/api/v1/users/profile')).status).toBe(401);
    expect((await server().client().post('/api/v1/login', { username: 'cashier', password: 'cashier-pass-1' })).status).toBe(
      420,
    );
    await server().client().login('cashier', 'new-password-2');
  });

  it('refuses a name of 250 characters or more', async () => {
    const client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    const reply = await client.put('/api/v1/users/profile', { name: 'x'.repeat(250), lang: 'fa' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ name: ['حداکثر می‌تواند ۲۴۹ نویسه باشد.|too-long'] });
  });
});
