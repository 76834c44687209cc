import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../test/databases.ts';
import { createTestBusiness, useTestServer, type ApiClient } from '../../test/http-client.ts';
import { frameOrigins } from './frame-origins.ts';

/* The ov route's whitelist (issue 36): FRAME_ORIGINS read strictly, and told to the page by GET frames. */

describe('FRAME_ORIGINS', () => {
  it('reads a comma-separated list of origins, none when unset', () => {
    expect(frameOrigins(undefined)).toEqual([]);
    expect(frameOrigins(' https://maps.example , https://bi.example:8443/ ')).toEqual(['https://maps.example', 'https://bi.example:8443']);
  });

  it('refuses what is not an origin: a path, another scheme, a wildcard', () => {
    for (const wrong of ['https://maps.example/embed', 'javascript:alert(1)', 'https://*.example', 'maps.example', "'self'"]) {
      expect(() => frameOrigins(wrong), wrong).toThrow(/FRAME_ORIGINS/);
    }
  });
});

describeEachEngine('GET frames', (connection) => {
  const server = useTestServer(connection, { frameOrigins: ['https://maps.example'] });
  let owner: ApiClient;

  beforeAll(async () => {
    const biz = await createTestBusiness(connection().db, 'Framing business');
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
  });

  it('tells a member the origins the ov page may frame, and nobody else', async () => {
    expect(await owner.get('/api/v1/frames')).toEqual({ status: 200, body: { data: ['https://maps.example'] } });
    expect((await server().client().get('/api/v1/frames')).status).toBe(401);
  });
});
