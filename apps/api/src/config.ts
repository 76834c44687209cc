import { join, resolve } from 'node:path';

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
  logLevel: string;
  trustProxy: boolean;
  /** the built web app (WEB_ROOT); a separate build lets several checkouts' browser tests run side by side */
  webRoot: string;
  /** the Chromium that prints PDFs (CHROMIUM_PATH) */
  chromiumPath: string;
  /** where users reach the web app (APP_URL), for the links e-mailed to them */
  appUrl: string;
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
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    webRoot: resolve(repoRoot, env.WEB_ROOT || 'apps/web/dist'),
    chromiumPath: env.CHROMIUM_PATH || '/usr/bin/chromium',
    appUrl: env.APP_URL || `http://localhost:${String(positiveInteger('PORT', env.PORT, 8080))}`,
    sms: env.SMS_URL ? { baseUrl: env.SMS_URL, apiKey: env.SMS_KEY || '', sender: env.SMS_SENDER || undefined } : undefined,
    mail: env.SMTP_URL ? { url: env.SMTP_URL, from: env.MAIL_FROM || 'Hesab <no-reply@localhost>' } : undefined,
    payment: env.PAYMENT_URL && env.PAYMENT_MERCHANT ? { baseUrl: env.PAYMENT_URL, merchantId: env.PAYMENT_MERCHANT } : undefined,
  };
}
