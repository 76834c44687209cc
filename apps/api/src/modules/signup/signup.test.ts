import { localizeDigits } from '@hesab/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import { ApiClient, useTestServer } from '../../../test/http-client.ts';
import { trustedProxies } from '../../config.ts';
import { startSmsGateway } from '../../../test/sms-gateway-server.ts';
import { startSmtpInbox } from '../../../test/smtp-inbox.ts';
import type { Mailer } from '../mail/index.ts';
import { HttpSmsProvider, SmsNotSentError } from '../sms/index.ts';
import { SmtpMailer } from '../mail/index.ts';

const gatewayKey = 'test-key-42';
let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let smtp: SmtpMailer;
beforeAll(async () => {
  gateway = await startSmsGateway(gatewayKey);
  inbox = await startSmtpInbox();
  smtp = new SmtpMailer(inbox.url, 'Hesab <no-reply@hesab.test>');
});
afterAll(async () => {
  smtp.close();
  await inbox.close();
  gateway.server.close();
});

/** The code in the latest message the gateway took for the number (written 09...). */
function lastCode(mobile: string): string {
  const message = gateway.sent.filter((each) => each.receptor === mobile).at(-1)?.message ?? '';
  return /(\d{6})/.exec(message)?.[1] ?? '';
}

describe('the SMS gateway provider', () => {
  it('sends a message form-encoded to the gateway, and throws when it refuses', async () => {
    await new HttpSmsProvider({ baseUrl: gateway.url, apiKey: gatewayKey }).send({ businessId: null, mobile: '9120000001', text: 'سلام' });
    expect(gateway.sent.at(-1)).toEqual({ receptor: '09120000001', message: 'سلام' });
    await expect(new HttpSmsProvider({ baseUrl: gateway.url, apiKey: 'wrong' }).send({ businessId: null, mobile: '9120000001', text: 'x' })).rejects.toBeInstanceOf(SmsNotSentError);
  });
});

describeEachEngine('sign-up, businesses and forgotten passwords', (connection, engine) => {
  // The mailer is made once the inbox listens; the server is built before.
  const mailer: Mailer = { send: (message) => smtp.send(message) };
  const server = useTestServer(connection, { sms: { send: (message) => new HttpSmsProvider({ baseUrl: gateway.url, apiKey: gatewayKey }).send(message) }, mailer, appUrl: 'https://app.hesab.test' });
  // Numbers of this engine's run alone: the gateway is shared by both engines' suites.
  const prefix = engine === 'pglite' ? '91211' : '91311';
  const number = (n: number) => `${prefix}${String(n).padStart(5, '0')}`;

  /** Moves what was sent to the number a minute and a second back, as if the minute between codes had passed. */
  const ageCodesOf = (mobile: string) => connection().db.execute(sql`update one_time_secret set created_at = created_at - interval '61 seconds' where mobile = ${mobile}`);

  async function signUp(mobile: string, username: string): Promise<ApiClient> {
    const client = server().client();
    expect((await client.post('/api/v1/register/code', { mobile: `0${mobile}` })).status).toBe(200);
    const registered = await client.post<LoginResponse>('/api/v1/register', { mobile, code: lastCode(`0${mobile}`), username, password: 'first-password-1' });
    expect(registered.status).toBe(200);
    client.token = registered.body.token;
    return client;
  }

  it('signs up with a code sent by SMS; a wrong code is refused and five wrong ones end it; a second code waits a minute', async () => {
    const client = server().client();
    const mobile = number(1);
    const sent = await client.post('/api/v1/register/code', { mobile: `۰${mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d)}` });
    // The number as Iranians write it, in the message's Persian digits.
    expect(sent).toEqual({ status: 200, body: { message: expect.stringContaining(localizeDigits(`0${mobile.slice(0, 3)}`, 'fa')) as string } });
    const code = lastCode(`0${mobile}`);
    expect(code).toMatch(/^\d{6}$/);
    expect(gateway.sent.at(-1)?.message).toContain('کد تأیید ثبت‌نام');

    const again = await client.post('/api/v1/register/code', { mobile });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/ثانیه/);

    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await client.post('/api/v1/register', { mobile, code: wrong, username: `user${prefix}a`, password: 'first-password-1' });
    expect(refused).toEqual({ status: 420, body: { message: 'کد نادرست است یا زمانش گذشته است. کد تازه بگیرید.' } });
    const badName = await client.post('/api/v1/register', { mobile, code, username: '1abc', password: 'first-password-1' });
    expect(badName.status).toBe(422);

    const registered = await client.post<LoginResponse>('/api/v1/register', { mobile, code, username: `user${prefix}a`, password: 'first-password-1' });
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({ user: { name: `user${prefix}a` }, businesses: [] });
    // The number has its account now: no second one, no more sign-up codes to it (told once its minute is over).
    expect((await client.post('/api/v1/register/code', { mobile })).status).toBe(429);
    await ageCodesOf(mobile);
    expect((await client.post('/api/v1/register/code', { mobile })).status).toBe(422);
    const login = await server().client().post<LoginResponse>('/api/v1/login', { username: `USER${prefix}A`, password: 'first-password-1' });
    expect(login.status).toBe(200);

    // Five wrong tries end a code: the right one no longer works.
    const other = number(2);
    await client.post('/api/v1/register/code', { mobile: other });
    const right = lastCode(`0${other}`);
    const miss = right === '000000' ? '000001' : '000000';
    for (let n = 0; n < 5; n += 1) expect((await client.post('/api/v1/register', { mobile: other, code: miss, username: `user${prefix}b`, password: 'first-password-1' })).status).toBe(420);
    expect((await client.post('/api/v1/register', { mobile: other, code: right, username: `user${prefix}b`, password: 'first-password-1' })).status).toBe(420);
  });

  it('an expired code is refused', async () => {
    const client = server().client();
    const mobile = number(3);
    await client.post('/api/v1/register/code', { mobile });
    await connection().db.execute(sql`update one_time_secret set expires_at = now() - interval '1 second' where mobile = ${mobile}`);
    expect((await client.post('/api/v1/register', { mobile, code: lastCode(`0${mobile}`), username: `user${prefix}c`, password: 'first-password-1' })).status).toBe(420);
  });

  it('a new user opens businesses of their own, each with its own data, and switches between them without logging in again', async () => {
    const owner = await signUp(number(4), `owner${prefix}`);
    expect((await owner.get('/api/v1/business')).body).toEqual([]);
    const first = await owner.post<{ key: string; name: string }>('/api/v1/business', { name: 'فروشگاه اول', currency: 'تومان', decimals: 0, yearStart: '2026-03-21', activity: 'retail' });
    expect(first.status).toBe(200);
    const second = await owner.post<{ key: string; name: string }>('/api/v1/business', { name: 'شرکت دوم', currency: 'دلار', decimals: 2, yearStart: '2026-06-22', activity: 'services' });
    expect(second.status).toBe(200);
    expect((await owner.post('/api/v1/business', { name: '', currency: 'x', decimals: 9, yearStart: '1405/01/01', activity: 'none' })).status).toBe(422);
    const listed = await owner.get<{ key: string; name: string }[]>('/api/v1/business');
    expect(listed.body.map((each) => each.key).sort()).toEqual([first.body.key, second.body.key].sort());

    // The first: its year the Jalali year 1405, its money the toman.
    owner.appKey = first.body.key;
    const init = await owner.get<{ businessName: string; startDate: string; endDate: string }>('/api/v1/init');
    expect(init.status).toBe(200);
    expect(init.body).toMatchObject({ businessName: 'فروشگاه اول', startDate: '2026-03-21', endDate: '2027-03-20' });
    expect((await owner.post('/api/v1/customer', { firstname: 'مشتری اول' })).status).toBe(200);

    // The second: a year from 1 Tir 1405 to the end of Khordad 1406, dollars with cents; none of the first's people.
    owner.appKey = second.body.key;
    const secondInit = await owner.get<{ businessName: string; startDate: string; endDate: string }>('/api/v1/init');
    expect(secondInit.body).toMatchObject({ businessName: 'شرکت دوم', startDate: '2026-06-22', endDate: '2027-06-21' });
    const people = await owner.get<{ data: { name: string }[] }>('/api/v1/customer');
    expect(people.body.data.map((each) => each.name)).not.toContain('مشتری اول');

    // Another user's business is not theirs.
    const stranger = await signUp(number(5), `stranger${prefix}`);
    stranger.appKey = first.body.key;
    expect((await stranger.get('/api/v1/customer')).status).toBe(403);
    expect((await server().client().get('/api/v1/business')).status).toBe(401);
  });

  it('a forgotten password is reset by a link sent by e-mail, once; the old sessions end', async () => {
    const user = await signUp(number(6), `mailer${prefix}`);
    // The profile is a business's screen (its permission is the role's): its owner sets the address there.
    user.appKey = (await user.post<{ key: string }>('/api/v1/business', { name: 'دفتر مینا', currency: 'ریال', decimals: 0, yearStart: '2026-03-21', activity: 'services' })).body.key;
    expect((await user.put('/api/v1/users/profile', { name: 'Mina', lang: 'fa', email: `mina.${prefix}@example.com` })).status).toBe(200);
    const before = inbox.received.length;
    const anonymous = server().client();
    const asked = await anonymous.post('/api/v1/password/forgot', { email: `MINA.${prefix}@example.com` });
    const unknown = await anonymous.post('/api/v1/password/forgot', { username: `nobody${prefix}` });
    // The same answer whether or not there is such an account.
    expect(asked).toEqual(unknown);
    expect(asked.status).toBe(200);
    await expect.poll(() => inbox.received.length).toBe(before + 1);
    const mail = inbox.received.at(-1);
    expect(mail?.to).toEqual([`mina.${prefix}@example.com`]);
    expect(mail?.subject).toBe('بازیابی رمز عبور');
    const link = /https:\/\/app\.hesab\.test\/password\/reset\?token=([\w-]+)/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    const token = link?.[1] ?? '';

    expect((await anonymous.post('/api/v1/password/reset', { token, password: 'short' })).status).toBe(422);
    expect(await anonymous.post('/api/v1/password/reset', { token, password: 'second-password-2' })).toEqual({ status: 200, body: { message: 'رمز عبور تازه ثبت شد. با آن وارد شوید.' } });
    expect((await anonymous.post('/api/v1/password/reset', { token, password: 'third-password-3' })).status).toBe(420);
    expect((await user.get('/api/v1/business')).status).toBe(401);
    expect((await server().client().post('/api/v1/login', { username: `mailer${prefix}`, password: 'second-password-2' })).status).toBe(200);
  });

  it('a forgotten password is reset by a code sent by SMS, with the number or alone; a reused or wrong code is refused', async () => {
    const mobile = number(7);
    await signUp(mobile, `texter${prefix}`);
    const anonymous = server().client();
    // A minute after the sign-up code, the number may have another.
    await connection().db.execute(sql`update one_time_secret set created_at = created_at - interval '2 minutes' where mobile = ${mobile}`);
    expect((await anonymous.post('/api/v1/password/forgot', { mobile: `0${mobile}` })).status).toBe(200);
    const code = lastCode(`0${mobile}`);
    expect(gateway.sent.at(-1)?.message).toContain(`texter${prefix}`);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await anonymous.post('/api/v1/password/reset', { code: wrong, mobile, password: 'second-password-2' })).status).toBe(420);
    expect((await anonymous.post('/api/v1/password/reset', { code, mobile, password: 'second-password-2' })).status).toBe(200);
    expect((await anonymous.post('/api/v1/password/reset', { code, mobile, password: 'third-password-3' })).status).toBe(420);
    expect((await server().client().post('/api/v1/login', { username: `texter${prefix}`, password: 'second-password-2' })).status).toBe(200);

    // A code alone (the contract's short form) finds its account.
    await connection().db.execute(sql`update one_time_secret set created_at = created_at - interval '2 minutes' where mobile = ${mobile}`);
    await anonymous.post('/api/v1/password/forgot', { username: `TEXTER${prefix}` });
    const alone = lastCode(`0${mobile}`);
    expect(alone).not.toBe(code);
    expect((await anonymous.post('/api/v1/password/reset', { code: alone, password: 'third-password-3' })).status).toBe(200);
    expect((await server().client().post('/api/v1/login', { username: `texter${prefix}`, password: 'third-password-3' })).status).toBe(200);
    expect((await anonymous.post('/api/v1/password/reset', { password: 'fourth-password-4' })).status).toBe(422);
  });

  it('tells whether a number or username is taken only as often as it sends codes, before looking either up', async () => {
    const mobile = number(20);
    await signUp(mobile, `taken${prefix}`);
    const client = server().client();
    const other = number(21);
    // Five answers that the name is taken to one number in an hour; the sixth is refused, taken name or free.
    for (let n = 0; n < 5; n += 1) {
      expect((await client.post('/api/v1/register', { mobile: other, code: '000000', username: `TAKEN${prefix}`, password: 'first-password-1' })).status).toBe(422);
    }
    for (const username of [`taken${prefix}`, `free${prefix}`]) {
      const refused = await fetch(`${server().baseUrl}/api/v1/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({ mobile: other, code: '000000', username, password: 'first-password-1' }),
      });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('3600');
      expect(await refused.json()).toEqual({ message: 'Too many sign-up tries. Try again in an hour.' });
    }

    // A number with an account is told so as a code is sent: once a minute.
    await ageCodesOf(mobile);
    expect((await client.post('/api/v1/register/code', { mobile })).status).toBe(422);
    expect((await client.post('/api/v1/register/code', { mobile })).status).toBe(429);
    await connection().db.execute(sql`delete from one_time_secret where purpose = 'probe'`);
  });
});

describeEachEngine('sign-up codes behind a proxy', (connection, engine) => {
  const server = useTestServer(connection, { trustProxy: trustedProxies('127.0.0.1') });
  const prefix = engine === 'pglite' ? '91411' : '91511';

  it('counts the codes an address asks by the address the proxy saw, whatever addresses the client wrote before it', async () => {
    const ask = (n: number) =>
      fetch(`${server().baseUrl}/api/v1/register/code`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.7.${String(n)}.1, 5.5.5.5` },
        body: JSON.stringify({ mobile: `${prefix}${String(n).padStart(5, '0')}` }),
      });
    for (let n = 0; n < 20; n += 1) expect((await ask(n)).status).toBe(200);
    expect((await ask(20)).status).toBe(429);
  });
});
