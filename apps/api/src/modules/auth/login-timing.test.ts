import { beforeAll, expect, it, vi } from 'vitest';
import { describeEachEngine } from '../../../test/databases.ts';
import { createTestBusiness, useTestServer, type TestBusiness } from '../../../test/http-client.ts';

const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...argon2,
    verify: (...args: Parameters<typeof argon2.verify>) => {
      checks.count += 1;
      return argon2.verify(...args);
    },
  };
});

/* An unknown username would answer sooner than a known one (no hash to check), telling which names exist. */
describeEachEngine('login timing', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Login timing');
  });

  it('checks a password hash for an unknown username as for a known one', async () => {
    checks.count = 0;
    expect((await server().client().post('/api/v1/login', { username: biz.ownerUsername, password: 'wrong-password' })).status).toBe(420);
    expect(checks.count).toBe(1);
    expect((await server().client().post('/api/v1/login', { username: 'nobody-by-this-name', password: 'wrong-password' })).status).toBe(420);
    expect(checks.count).toBe(2);
  });
});
