import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  messageBody,
  oneTimeCodeMinutes,
  passwordForgotRequest,
  passwordResetRequest,
  registerCodeRequest,
  registerRequest,
  registerResponse,
  resetLinkMinutes,
  type PasswordResetRequest,
} from '@hesab/contract';
import type { Database, Executor } from '@hesab/db';
import { formatMobile } from '@hesab/domain';
import { isLanguage, translateServerMessage } from '@hesab/i18n';
import { BusinessRuleError, FieldErrors, ServiceUnavailableError, TooManyRequestsError } from '../../http/errors.ts';
import { createUser, findActiveUserBy, issueToken, mobileTaken, revokeAllTokens, setPassword, type ReachableUser } from '../auth/index.ts';
import { usernameTaken, usernameUnavailable } from '../members/index.ts';
import type { Mailer } from '../mail/index.ts';
import type { SmsMessage, SmsProvider } from '../sms/index.ts';
import { admitAvailabilityAnswer, admitCode, countTakenAnswer, issueCode, issueLinkToken, useCodeOf, useSecret } from './one-time-secrets.ts';
import { admitResetTry, resetTried } from './reset-throttle.ts';

export interface SignupOptions {
  db: Database;
  sms: SmsProvider;
  mailer: Mailer;
  /** where the web app is, for the links e-mailed (never the request's Host, which a caller chooses) */
  appUrl: string;
  tokenTtlHours: number;
}

const mobileRegistered = { mobile: [{ key: 'mobile-registered' as const }] };

/** Sends in the caller's transaction: a message the gateway does not take rolls back the code it carried. */
async function sendCode(sms: SmsProvider, message: SmsMessage): Promise<void> {
  await sms.send(message).catch((error: unknown) => {
    throw Object.assign(new ServiceUnavailableError('sms-not-sent'), { cause: error });
  });
}

/**
 * A forgotten password's code by SMS to the account's mobile, and its link by e-mail to its address. What cannot be
 * sent is logged, never answered: the answer is the same for every account and for none.
 */
async function sendReset(tx: Executor, options: SignupOptions, log: FastifyBaseLogger, user: ReachableUser, ip: string): Promise<void> {
  const lang = isLanguage(user.lang) ? user.lang : 'fa';
  if (user.mobile !== null) {
    const mobile = user.mobile;
    try {
      await admitCode(tx, { mobile, ip });
      const code = await issueCode(tx, { purpose: 'reset', mobile, userId: user.id, ip, minutes: oneTimeCodeMinutes });
      await options.sms.send({ businessId: null, mobile, text: translateServerMessage(lang, 'sms-reset-code', { code, username: user.username }) });
    } catch (error) {
      // A number asked too often gets no new code, as an unknown one gets none: the answer says nothing either way.
      if (!(error instanceof TooManyRequestsError)) log.warn({ err: error, userId: user.id }, 'password reset code not sent');
    }
  }
  if (user.email !== null) {
    const token = await issueLinkToken(tx, { userId: user.id, ip, minutes: resetLinkMinutes });
    const link = `${options.appUrl.replace(/\/$/, '')}/password/reset?token=${token}`;
    const text = translateServerMessage(lang, 'mail-reset-text', { name: user.name, username: user.username, link, minutes: resetLinkMinutes });
    await options.mailer.send({ to: user.email, subject: translateServerMessage(lang, 'mail-reset-subject'), text }).catch((error: unknown) => {
      log.warn({ err: error, userId: user.id }, 'password reset e-mail not sent');
    });
  }
}

/** The account a reset request proves, using up its code or token; null when it proves none. */
async function resetAccount(tx: Executor, body: PasswordResetRequest): Promise<number | null> {
  if (body.token !== undefined) return useSecret(tx, { channel: 'email', secret: body.token });
  if (body.code === undefined) return null;
  if (body.mobile === undefined && body.username === undefined) return useSecret(tx, { channel: 'sms', secret: body.code });
  const user = await findActiveUserBy(tx, body.mobile !== undefined ? { mobile: body.mobile } : { username: body.username ?? '' });
  if (!user) return null;
  const used = await useCodeOf(tx, { purpose: 'reset', userId: user.id, code: body.code });
  return used.used ? user.id : null;
}

/**
 * Sign-up (`register/code`, `register`) and the forgotten password (`password/forgot`, `password/reset`): public
 * routes, throttled per number and per address.
 */
export function registerSignupRoutes(app: FastifyInstance, options: SignupOptions): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, sms } = options;
  const publicRoute = { config: { access: 'public' } } as const;

  routes.post('/register/code', { ...publicRoute, schema: { tags: ['signup'], body: registerCodeRequest, response: { 200: messageBody } } }, async (request) => {
    const { mobile } = request.body;
    const taken = await db.transaction(async (tx) => {
      await admitCode(tx, { mobile, ip: request.ip });
      // Counted as a code sent: a number's being taken is told as often as a code is sent.
      if (await mobileTaken(tx, mobile)) {
        await countTakenAnswer(tx, { mobile, ip: request.ip });
        return true;
      }
      const code = await issueCode(tx, { purpose: 'register', mobile, ip: request.ip, minutes: oneTimeCodeMinutes });
      await sendCode(sms, { businessId: null, mobile, text: translateServerMessage(request.lang, 'sms-register-code', { code }) });
      return false;
    });
    if (taken) throw new FieldErrors(mobileRegistered);
    return { message: translateServerMessage(request.lang, 'code-sent', { mobile: formatMobile(mobile) }) };
  });

  routes.post('/register', { ...publicRoute, schema: { tags: ['signup'], body: registerRequest, response: { 200: registerResponse } } }, async (request) => {
    const { mobile, code, username, password } = request.body;
    // A wrong code is counted against the code before the refusal: the count is committed, the account is not made.
    // A taken number or username is counted before the refusal too, and committed.
    const outcome = await db.transaction(async (tx) => {
      await admitAvailabilityAnswer(tx, { mobile, ip: request.ip });
      const taken = (await mobileTaken(tx, mobile)) ? mobileRegistered : (await usernameTaken(tx, username, null)) ? { username: [usernameUnavailable] } : null;
      if (taken !== null) {
        await countTakenAnswer(tx, { mobile, ip: request.ip });
        return taken;
      }
      const used = await useCodeOf(tx, { purpose: 'register', mobile, code });
      if (!used.used) return null;
      return createUser(tx, { username, name: username, password, mobile });
    });
    if (outcome === null) throw new BusinessRuleError('code-wrong');
    if (typeof outcome === 'object') throw new FieldErrors(outcome);
    const token = await issueToken(db, { userId: outcome, ttlHours: options.tokenTtlHours, ip: request.ip, userAgent: request.headers['user-agent'] });
    return { token, user: { id: outcome, name: username }, businesses: [] };
  });

  routes.post('/password/forgot', { ...publicRoute, schema: { tags: ['signup'], body: passwordForgotRequest, response: { 200: messageBody } } }, async (request) => {
    const { username, mobile, email } = request.body;
    await db.transaction(async (tx) => {
      const user = await findActiveUserBy(tx, username !== undefined ? { username } : mobile !== undefined ? { mobile } : { email: email ?? '' });
      if (user) await sendReset(tx, options, request.log, user, request.ip);
    });
    return { message: translateServerMessage(request.lang, 'reset-sent') };
  });

  routes.post('/password/reset', { ...publicRoute, schema: { tags: ['signup'], body: passwordResetRequest, response: { 200: messageBody } } }, async (request) => {
    const attempt = await admitResetTry(db, request.ip, request.body);
    const userId = await db.transaction(async (tx) => {
      const account = await resetAccount(tx, request.body);
      if (account === null) return null;
      await setPassword(tx, account, request.body.password);
      // Whoever held a session with the old password is out.
      await revokeAllTokens(tx, account);
      return account;
    });
    if (userId === null) throw new BusinessRuleError('reset-wrong');
    await resetTried(db, attempt);
    return { message: translateServerMessage(request.lang, 'password-reset') };
  });
}
