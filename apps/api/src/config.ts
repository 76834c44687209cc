import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { frameOrigins } from './http/frame-origins.ts';

/** No proxy (false), a number of proxy hops in front, or the proxies' addresses and ranges (proxy-addr's forms). */
export type TrustedProxies = false | number | readonly string[];

/** proxy-addr's names of ranges, which Fastify takes among the addresses. */
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return rangeNames.has(entry);
  return prefix === undefined || /^\d{1,3}$/.test(prefix) || isIP(prefix) === 4;
}

/**
 * TRUST_PROXY: `false` or unset, a hop count, or a comma-separated list of the proxies' addresses or ranges. The
 * client's address is then the last one in X-Forwarded-For that no trusted proxy wrote: never a hop the client could
 * have written itself. `true` is one hop (it once meant every hop, which let a client reaching the server directly
 * name its own address).
 */
export function trustedProxies(value: string | undefined): TrustedProxies {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) throw new Error(`TRUST_PROXY must be false, a number of proxies or their addresses (CIDR ranges), got "${wrong.join(', ')}"`);
  return entries;
}

/** The server's configuration, from the environment (the README lists each variable). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** uploaded files; shared storage when several servers run */
  filesDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  tokenTtlHours: number;
  /** calls a minute one API key makes before it waits (API_KEY_CALLS_PER_MINUTE) */
  apiKeyCallsPerMinute: number;
  logLevel: string;
  /** whose X-Forwarded-For is believed (TRUST_PROXY): nobody's, the last N hops', or the proxies at these addresses */
  trustProxy: TrustedProxies;
  /** the built web app (WEB_ROOT); a separate build lets several checkouts' browser tests run side by side */
  webRoot: string;
  /** the Chromium that prints PDFs (CHROMIUM_PATH) */
  chromiumPath: string;
  /** where users reach the web app (APP_URL), for the links e-mailed to them */
  appUrl: string;
  /** the origins the ov route may frame (FRAME_ORIGINS); none when unset */
  frameOrigins: readonly string[];
  /** an SMS gateway (SMS_URL, SMS_KEY, SMS_SENDER); none: messages go to the log */
  sms: { baseUrl: string; apiKey: string; sender: string | undefined } | undefined;
  /** an SMTP server (SMTP_URL) and the sender (MAIL_FROM); none: e-mail goes to the log */
  mail: { url: string; from: string } | undefined;
  /** the online payment gateway (PAYMENT_URL, PAYMENT_MERCHANT); none: plans and SMS credit cannot be bought online */
  payment: { baseUrl: string; merchantId: string } | undefined;
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return parsed;
}

export function readConfig(env: NodeJS.ProcessEnv, repoRoot: string): ServerConfig {
  return {
    port: positiveInteger('PORT', env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(repoRoot, env.DATA_DIR || 'data'),
    filesDir: resolve(repoRoot, env.FILES_DIR || join(env.DATA_DIR || 'data', 'files')),
    databaseUrl: env.DATABASE_URL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    tokenTtlHours: positiveInteger('TOKEN_TTL_HOURS', env.TOKEN_TTL_HOURS, 24 * 7),
    apiKeyCallsPerMinute: positiveInteger('API_KEY_CALLS_PER_MINUTE', env.API_KEY_CALLS_PER_MINUTE, 120),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustedProxies(env.TRUST_PROXY),
    webRoot: resolve(repoRoot, env.WEB_ROOT || 'apps/web/dist'),
    chromiumPath: env.CHROMIUM_PATH || '/usr/bin/chromium',
    appUrl: env.APP_URL || `http://localhost:${String(positiveInteger('PORT', env.PORT, 8080))}`,
    frameOrigins: frameOrigins(env.FRAME_ORIGINS),
    sms: env.SMS_URL ? { baseUrl: env.SMS_URL, apiKey: env.SMS_KEY || '', sender: env.SMS_SENDER || undefined } : undefined,
    mail: env.SMTP_URL ? { url: env.SMTP_URL, from: env.MAIL_FROM || 'Hesab <no-reply@localhost>' } : undefined,
    payment: env.PAYMENT_URL && env.PAYMENT_MERCHANT ? { baseUrl: env.PAYMENT_URL, merchantId: env.PAYMENT_MERCHANT } : undefined,
  };
}
