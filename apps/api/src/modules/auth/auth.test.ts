import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appUser, loginAttempt, sessionToken } from '@hesab/db';
import { describeEachEngine } from '../../../test/databases.ts';
import { addMember, createTestBusiness, useTestServer, type TestBusiness } from '../../../test/http-client.ts';

describeEachEngine('login and logout', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Login test');
  });

  it('answers a token, the user and the businesses for the right password', async () => {
    const reply = await server()
      .client()
      .post<{ token: string; user: { id: number; name: string }; businesses: { key: string; name: string }[] }>(
        '/api/v1/login',
        { username: biz.ownerUsername, password: biz.ownerPassword },
      );
    expect(reply.status).toBe(200);
    expect(reply.body.token).toMatch(/^[\w-]{40,}$/);
    expect(reply.body.user.id).toBe(biz.ownerId);
    expect(reply.body.businesses).toEqual([{ key: biz.appKey, name: 'Login test' }]);
    // Only a digest of the token is kept.
    const stored = await connection().db.select().from(sessionToken).where(eq(sessionToken.userId, biz.ownerId));
    expect(stored.map((row) => row.tokenHash)).not.toContain(reply.body.token);
  });

  it('takes the username whatever its letter case', async () => {
    const client = await server().client().login(biz.ownerUsername.toUpperCase(), biz.ownerPassword);
    expect(client.token).toBeTruthy();
  });

  it('refuses a wrong password with 420 and a message in the user language', async () => {
    const client = server().client();
    const persian = await client.post('/api/v1/login', { username: biz.ownerUsername, password: 'wrong' });
    expect(persian).toEqual({ status: 420, body: { message: 'نام کاربری یا رمز عبور اشتباه است.' } });
    client.lang = 'en';
    const english = await client.post('/api/v1/login', { username: 'nobody-at-all', password: 'wrong' });
    expect(english).toEqual({ status: 420, body: { message: 'The username or password is wrong.' } });
  });

  it('answers 422 with the field errors for an empty form', async () => {
    const reply = await server().client().post('/api/v1/login', { username: '  ' });
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({
      message: 'برخی فیلدها معتبر نیستند.',
      errors: { username: ['این فیلد الزامی است.|is-required'], password: ['این فیلد الزامی است.|is-required'] },
    });
  });

  it('refuses an inactive user', async () => {
    await addMember(connection().db, biz.businessId, {
      username: 'inactive-user',
      password: 'inactive-pass-1',
      permissions: [],
      active: false,
    });
    const reply = await server().client().post('/api/v1/login', { username: 'inactive-user', password: 'inactive-pass-1' });
    expect(reply).toEqual({ status: 420, body: { message: 'حساب کاربری شما غیرفعال است.' } });
  });

  it('revokes the token on logout, so that a later request with it gets 401', async () => {
    const client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    expect((await client.get('/api/v1/init')).status).toBe(200);
    const logout = await client.post('/api/v1/logout');
    expect(logout).toEqual({ status: 200, body: { message: 'از حساب خود خارج شدید.' } });
    expect((await client.get('/api/v1/init')).status).toBe(401);
    expect((await client.post('/api/v1/logout')).status).toBe(401);
  });

  it('answers 401 for a missing, unknown or expired token', async () => {
    const client = server().client();
    client.appKey = biz.appKey;
    expect(await client.get('/api/v1/init')).toEqual({ status: 401, body: { message: 'لطفاً دوباره وارد شوید.' } });
    client.token = 'not-a-token';
    expect((await client.get('/api/v1/init')).status).toBe(401);

    await client.login(biz.ownerUsername, biz.ownerPassword);
    await connection()
      .db.update(sessionToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessionToken.userId, biz.ownerId));
    expect((await client.get('/api/v1/init')).status).toBe(401);
  });

  it('answers 429 after more than 10 failures a minute from one address, even to the right password', async () => {
    await connection().db.delete(loginAttempt);
    const client = server().client();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await client.post('/api/v1/login', { username: biz.ownerUsername, password: 'bad' })).status).toBe(420);
    }
    const refused = await client.post('/api/v1/login', { username: biz.ownerUsername, password: biz.ownerPassword });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('تلاش‌های ناموفق ورود زیاد بوده است. یک دقیقه دیگر دوباره تلاش کنید.');

    // A minute later the address may try again.
    await connection()
      .db.update(loginAttempt)
      .set({ at: new Date(Date.now() - 61_000) });
    expect((await client.post('/api/v1/login', { username: biz.ownerUsername, password: biz.ownerPassword })).status).toBe(
      200,
    );
  });

  it('stores passwords as argon2id hashes', async () => {
    const [owner] = await connection().db.select().from(appUser).where(eq(appUser.id, biz.ownerId));
    expect(owner?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('bearer tokens', () => {
  it('reads only the Bearer scheme', async () => {
    const { bearerToken } = await import('./tokens.ts');
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
