import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appUser, loginAttempt, sessionToken } from '@hesab/db';
import { describeEachEngine } from '../../../test/databases.ts';
import { addMember, createTestBusiness, useTestServer, type TestBusiness } from '../../../test/http-client.ts';
import { trustedProxies } from '../../config.ts';

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

  it('answers 429 after more than 10 failures of one account a minute from one address, even to its right password, and lets the address’s other accounts in', async () => {
    await connection().db.delete(loginAttempt);
    const client = server().client();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await client.post('/api/v1/login', { username: biz.ownerUsername, password: 'bad' })).status).toBe(420);
    }
    const refused = await fetch(`${server().baseUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: biz.ownerUsername, password: biz.ownerPassword }),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ message: 'تلاش‌های ناموفق ورود زیاد بوده است. یک دقیقه دیگر دوباره تلاش کنید.' });

    // A colleague behind the same address is not locked out by it.
    await addMember(connection().db, biz.businessId, { username: 'office-colleague', password: 'colleague-password-1', permissions: [] });
    expect((await client.post('/api/v1/login', { username: 'office-colleague', password: 'colleague-password-1' })).status).toBe(200);

    // A minute later the pair may try again.
    await connection()
      .db.update(loginAttempt)
      .set({ at: new Date(Date.now() - 61_000) });
    expect((await client.post('/api/v1/login', { username: biz.ownerUsername, password: biz.ownerPassword })).status).toBe(200);
  });

  it('refuses an address spraying guesses over many accounts, counting parallel guesses one by one, except for the accounts that logged in from it before', async () => {
    await connection().db.delete(loginAttempt);
    await addMember(connection().db, biz.businessId, { username: 'office-newcomer', password: 'newcomer-password-1', permissions: [] });
    expect((await server().client().post('/api/v1/login', { username: biz.ownerUsername, password: biz.ownerPassword })).status).toBe(200);
    const guesses = Array.from({ length: 100 }, (_, index) =>
      server().client().post('/api/v1/login', { username: `guess-${String(index)}`, password: 'bad' }),
    );
    const statuses = (await Promise.all(guesses)).map((reply) => reply.status);
    expect(statuses.filter((status) => status === 420)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(70);

    // The owner has logged in from here before and still does; an account new to the address waits, right password
    // or not: letting a right one in would tell the sprayer which guess was right.
    expect((await server().client().post('/api/v1/login', { username: biz.ownerUsername, password: biz.ownerPassword })).status).toBe(200);
    const newcomer = await fetch(`${server().baseUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ username: 'office-newcomer', password: 'newcomer-password-1' }),
    });
    expect(newcomer.status).toBe(429);
    expect(Number(newcomer.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(await newcomer.json()).toEqual({ message: 'Too many failed logins from this address. Try again in 15 minutes.' });
    await connection().db.delete(loginAttempt);
  });

  it('refuses a username longer than the field before looking it up or counting it', async () => {
    await connection().db.delete(loginAttempt);
    const reply = await server().client().post('/api/v1/login', { username: 'u'.repeat(61), password: 'whatever' });
    expect(reply).toEqual({ status: 422, body: { message: 'برخی فیلدها معتبر نیستند.', errors: { username: ['حداکثر می‌تواند ۶۰ نویسه باشد.|too-long'] } } });
    expect(await connection().db.select().from(loginAttempt)).toEqual([]);
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

describeEachEngine('login throttling per account, from many addresses', (connection) => {
  // Behind a load balancer the client's address is the X-Forwarded-For header: every guess can come from another.
  const server = useTestServer(connection, { trustProxy: trustedProxies('true') });
  let biz: TestBusiness;
  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Account throttle');
  });
  const attempt = (address: string, password: string) =>
    fetch(`${server().baseUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'accept-language': 'en' },
      body: JSON.stringify({ username: biz.ownerUsername.toUpperCase(), password }),
    });

  it('makes an account wait after 10 failures, counting parallel guesses one by one, without locking out its owner', async () => {
    const guesses = await Promise.all(Array.from({ length: 100 }, (_, index) => attempt(`10.0.${String(index)}.1`, 'bad')));
    const statuses = guesses.map((reply) => reply.status);
    // Ten pass at once; after them one guess in two seconds at most, then four, eight... (counted one by one, 58
    // of 100 passed where 10 were allowed).
    expect(statuses.filter((status) => status === 420).length).toBeGreaterThanOrEqual(10);
    expect(statuses.filter((status) => status === 420).length).toBeLessThanOrEqual(12);
    expect(statuses.every((status) => status === 420 || status === 429)).toBe(true);

    // The owner, from an address of its own, is asked to wait seconds rather than locked out.
    const waiting = await attempt('192.168.1.1', biz.ownerPassword);
    expect(waiting.status).toBe(429);
    const wait = Number(waiting.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await waiting.json()).toEqual({ message: `Too many failed logins for this account. Try again in ${String(wait)} seconds.` });
    await connection()
      .db.update(loginAttempt)
      .set({ at: sql`${loginAttempt.at} - interval '61 seconds'` });
    expect((await attempt('192.168.1.1', biz.ownerPassword)).status).toBe(200);

    // A failure after the wait is checked, and the next one waits longer.
    expect((await attempt('10.1.0.1', 'bad')).status).toBe(420);
    const longer = await attempt('10.1.0.2', 'bad');
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(wait);
  });

  it('believes only the hop the trusted proxy wrote, never an address the client put before it', async () => {
    await connection().db.delete(loginAttempt);
    const reply = await fetch(`${server().baseUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '6.6.6.6, 5.5.5.5' },
      body: JSON.stringify({ username: biz.ownerUsername, password: biz.ownerPassword }),
    });
    const { token } = (await reply.json()) as { token: string };
    const [session] = await connection().db.select({ ip: sessionToken.ip }).from(sessionToken).where(eq(sessionToken.tokenHash, createHash('sha256').update(token).digest('hex')));
    expect(session?.ip).toBe('5.5.5.5');
  });
});

describeEachEngine('the client address behind listed proxies', (connection) => {
  const behindListed = useTestServer(connection, { trustProxy: trustedProxies('10.9.9.9, 127.0.0.0/8') });
  const behindOther = useTestServer(connection, { trustProxy: trustedProxies('10.9.9.9') });
  let biz: TestBusiness;
  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Listed proxies');
  });
  const sessionAddress = async (baseUrl: string) => {
    const reply = await fetch(`${baseUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '6.6.6.6, 5.5.5.5' },
      body: JSON.stringify({ username: biz.ownerUsername, password: biz.ownerPassword }),
    });
    const { token } = (await reply.json()) as { token: string };
    const digest = createHash('sha256').update(token).digest('hex');
    const [session] = await connection().db.select({ ip: sessionToken.ip }).from(sessionToken).where(eq(sessionToken.tokenHash, digest));
    return session?.ip;
  };

  it('takes the address the nearest untrusted hop is, and the socket’s when the peer is no listed proxy', async () => {
    expect(await sessionAddress(behindListed().baseUrl)).toBe('5.5.5.5');
    expect(await sessionAddress(behindOther().baseUrl)).toBe('127.0.0.1');
  });
});

describe('TRUST_PROXY', () => {
  it('is nobody, a hop count (true is one hop) or the proxies’ addresses and ranges, and refuses anything else', () => {
    expect([undefined, '', 'false', '0'].map(trustedProxies)).toEqual([false, false, false, false]);
    expect(trustedProxies('true')).toBe(1);
    expect(trustedProxies('2')).toBe(2);
    expect(trustedProxies(' 10.0.0.1, 172.16.0.0/12 ,::1, fd00::/8, loopback ')).toEqual(['10.0.0.1', '172.16.0.0/12', '::1', 'fd00::/8', 'loopback']);
    expect(() => trustedProxies('yes')).toThrow(/TRUST_PROXY/);
    expect(() => trustedProxies('10.0.0.1, proxy.local')).toThrow(/proxy\.local/);
  });
});
