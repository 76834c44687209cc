import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DirectoryLockedError, openDatabase, startTableMaintenance } from '@hesab/db';
import { buildApp } from './app.ts';
import { DirectoryFileStore } from './modules/files/index.ts';
import { readConfig } from './config.ts';
import { markInterruptedImports } from './modules/imports/index.ts';
import { SmtpMailer } from './modules/mail/index.ts';
import { HttpSmsProvider } from './modules/sms/index.ts';
import { ZarinpalGateway } from './modules/plans/index.ts';
import { seedFirstRun } from './modules/onboarding/index.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

async function main(): Promise<void> {
  const config = readConfig(process.env, repoRoot);
  const connection = await openDatabase(
    config.databaseUrl ? { engine: 'postgres', url: config.databaseUrl } : { engine: 'pglite', dataDir: config.dataDir },
  ).catch((error: unknown) => {
    if (error instanceof DirectoryLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });

  const seeded = await seedFirstRun(connection.db, { adminPassword: config.adminPassword, now: new Date() });
  // An import this server was running when it stopped wrote nothing; its history says so.
  await markInterruptedImports(connection.db);
  const { server } = await buildApp({
    db: connection.db,
    listen: connection.listen,
    fileStore: new DirectoryFileStore(config.filesDir),
    webRoot: config.webRoot,
    logLevel: config.logLevel,
    tokenTtlHours: config.tokenTtlHours,
    apiKeyCallsPerMinute: config.apiKeyCallsPerMinute,
    trustProxy: config.trustProxy,
    chromiumPath: config.chromiumPath,
    appUrl: config.appUrl,
    frameOrigins: config.frameOrigins,
    ...(config.sms ? { sms: new HttpSmsProvider(config.sms) } : {}),
    ...(config.mail ? { mailer: new SmtpMailer(config.mail.url, config.mail.from) } : {}),
    ...(config.payment ? { payment: new ZarinpalGateway(config.payment) } : {}),
  });

  // PGlite runs no autovacuum: the server keeps its statistics and clears its dead rows itself.
  const stopMaintenance = startTableMaintenance(connection, (error) => server.log.error({ err: error }, 'table maintenance failed'));

  const shutdown = async (): Promise<void> => {
    stopMaintenance();
    await server.close();
    await connection.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());

  // The banner below says where the server listens. Fastify's own "Server listening" lines, one an address, are
  // written asynchronously and would land around the banner, which is to come last.
  server.log.level = 'warn';
  await server.listen({ port: config.port, host: config.host });
  server.log.level = config.logLevel;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const lines = [``, `  Hesab is running at http://localhost:${config.port}`, `  Database: ${where}`];
  if (seeded) {
    lines.push(`  A demo business was created. Log in as "${seeded.username}"`);
    lines.push(
      seeded.generatedPassword
        ? `  with the password ${seeded.generatedPassword} (shown only this once; set ADMIN_PASSWORD to choose it)`
        : '  with the password in ADMIN_PASSWORD',
    );
  }
  lines.push(`  API documentation: http://localhost:${config.port}/api/docs`, '');
  console.log(lines.join('\n'));
}

await main();
