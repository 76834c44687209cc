// The server the browser tests run against: the first-run seed with a known admin password, a clerk with a
// narrow role, custom fields and users' access lists switched on, a second business on the economic plan, then the real server as `npm start` runs it:
// on PGlite in DATA_DIR, or on the PostgreSQL of DATABASE_URL (the realtime test's several processes).
import { planOptionsOf } from '@hesab/contract';
import { openDatabase, business } from '@hesab/db';
import { isoDateOf } from '@hesab/domain';
import { createBusiness, seedFirstRun } from '../apps/api/src/modules/onboarding/index.ts';
import { activateConfig, addMember } from '../apps/api/test/fixtures.ts';
import { admin, clerk, economyOwner } from './users.ts';

const { DATA_DIR: dataDir, DATABASE_URL: url } = process.env;
if (!dataDir && !url) throw new Error('DATA_DIR or DATABASE_URL is required');
process.env.ADMIN_PASSWORD = admin.password;

const connection = await openDatabase(url ? { engine: 'postgres', url } : { engine: 'pglite', dataDir });
if (await seedFirstRun(connection.db, { adminPassword: admin.password, now: new Date() })) {
  const [demo] = await connection.db.select({ id: business.id }).from(business);
  if (!demo) throw new Error('the seed made no business');
  await addMember(connection.db, demo.id, { ...clerk, permissions: [...clerk.permissions] });
  // A business that has switched custom fields and users' access lists on in its settings (spec 01 section 3, config).
  await activateConfig(connection.db, demo.id, ['customFieldsSystem', 'userAccessSystem']);
  await connection.db.transaction((tx) =>
    createBusiness(tx, {
      name: 'کسب‌وکار اقتصادی',
      today: isoDateOf(new Date(), 'Asia/Tehran'),
      owner: { ...economyOwner, name: 'مالک طرح اقتصادی' },
      plan: { plan: 'economic', planOptions: planOptionsOf('economic'), planExpiresOn: null },
    }),
  );
}
await connection.close();
// The ov route frames only what the server allows: the browser test's own page server, on the next port.
process.env.FRAME_ORIGINS ??= `http://127.0.0.1:${String(Number(process.env.PORT ?? 8080) + 1)}`;
await import('../apps/api/src/main.ts');
