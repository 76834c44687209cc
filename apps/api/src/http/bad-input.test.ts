import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { configFlags, planOptions } from '@hesab/contract';
import { describeEachEngine } from '../../test/databases.ts';
import { activateConfig, activatePlanOptions, createTestBusiness, useTestServer, type ApiClient } from '../../test/http-client.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: Json[];
  const?: Json;
  minimum?: number;
  pattern?: string;
  format?: string;
}

/** A path to a value inside a body. */
type Path = readonly (string | number)[];

const same = (a: Path, b: Path) => a.length === b.length && a.every((part, i) => part === b[i]);
/** Texts tried, in order, for a text the schema shapes (a date, an amount, a code). */
const plainTexts = ['a', '1', '2026-01-15', 'a@example.com', 'active'];

function plainText(schema: JsonSchema): string {
  if (schema.format === 'email') return 'a@example.com';
  const pattern = schema.pattern === undefined ? null : new RegExp(schema.pattern);
  return plainTexts.find((text) => !pattern || pattern.test(text)) ?? 'a';
}

/**
 * A body the schema's shape takes, with `bad` at `target` and a plain value everywhere else: optional values left
 * out, numbers 1, the first of each choice, one item in each list. So the bad value is the one thing wrong with it.
 */
function sampleBody(schema: JsonSchema, target: Path, bad: string, path: Path = []): Json {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return sampleBody(variants.find((s) => s.type !== 'null') ?? variants[0] ?? {}, target, bad, path);
  if (same(path, target)) return bad;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0] ?? null;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const body: Record<string, Json> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const at = [...path, name];
        const onTheWay = at.every((part, i) => part === target[i]);
        if (onTheWay || schema.required?.includes(name)) body[name] = sampleBody(property, target, bad, at);
      }
      return body;
    }
    case 'array':
      return [sampleBody(schema.items ?? {}, target, bad, [...path, 0])];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return plainText(schema);
  }
}

/** Every place a text may go, optional ones included. */
function textPaths(schema: JsonSchema, path: Path = []): Path[] {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return textPaths(variants.find((s) => s.type !== 'null') ?? variants[0] ?? {}, path);
  if (schema.const !== undefined || schema.enum) return [];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object') return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => textPaths(property, [...path, name]));
  if (type === 'array') return textPaths(schema.items ?? {}, [...path, 0]);
  return type === 'string' || type === undefined ? [path] : [];
}

const twoMegabytes = 'x'.repeat(2 * 1024 * 1024);

/** The bad bodies of a route: at each text in turn a NUL character, an impossible date and 2 MB; an unknown field. */
function badBodies(schema: JsonSchema): { kind: string; body: Json }[] {
  const bodies = textPaths(schema).flatMap((path) => [
    { kind: `NUL character at ${path.join('.')}`, body: sampleBody(schema, path, 'a\u0000b') },
    { kind: `impossible date at ${path.join('.')}`, body: sampleBody(schema, path, '2026-02-30') },
    { kind: `2 MB at ${path.join('.')}`, body: sampleBody(schema, path, twoMegabytes) },
  ]);
  const plain = sampleBody(schema, ['no such field'], '');
  if (plain && typeof plain === 'object' && !Array.isArray(plain)) bodies.push({ kind: 'unknown field', body: { ...plain, notAField: 'x' } });
  return bodies;
}

function jsonSchemaOf(body: unknown): JsonSchema {
  if (!(body instanceof z.ZodType)) return { type: 'object', properties: {} };
  return z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Bad input of every kind, sent to every write route as the business's administrator: never a 5xx. */
describeEachEngine('bad input on every write route', (connection) => {
  const server = useTestServer(connection);
  let admin: ApiClient;
  beforeAll(async () => {
    const business = await createTestBusiness(connection().db);
    // Every feature on, so that no field or route is out of the walk's reach.
    await activateConfig(connection().db, business.businessId, configFlags);
    await activatePlanOptions(connection().db, business.businessId, planOptions);
    admin = await server().client().login(business.ownerUsername, business.ownerPassword);
  });

  it('answers no 5xx to a NUL character, an impossible date, a 2 MB text or an unknown field', async () => {
    const writes = server().app.routes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
        // Logging out would end the session the walk runs in.
        .filter(() => !route.url.endsWith('/logout'))
        .map((method) => ({ method, url: route.url, schema: jsonSchemaOf(route.schema?.body) })),
    );
    expect(writes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of writes) {
      for (const { kind, body } of badBodies(route.schema)) {
        // A key no record has: a body that passes every check answers 404 rather than changing the walker's own login.
        const reply = await admin.call(route.method, route.url.replace(/:\w+/g, '999999'), body);
        if (reply.status >= 500) failures.push(`${route.method} ${route.url} ${kind}: ${reply.status} ${JSON.stringify(reply.body)}`);
      }
    }
    expect(failures).toEqual([]);
    // The walk grows with every write route (some hundred bodies each on PGlite take about a minute).
  }, 180_000);
});

/** Sends a raw body, as no JSON.stringify would write it. */
async function sendRaw(client: ApiClient, method: string, path: string, body: string | Uint8Array): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'en' };
  if (client.token) headers.authorization = `Bearer ${client.token}`;
  if (client.appKey) headers.domain = client.appKey;
  const response = await fetch(`${client.baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

/** Bodies refused while they are read, before any route or walk sees them. */
describeEachEngine('bodies refused as they are read', (connection) => {
  const server = useTestServer(connection);
  let admin: ApiClient;
  beforeAll(async () => {
    const business = await createTestBusiness(connection().db);
    admin = await server().client().login(business.ownerUsername, business.ownerPassword);
  });

  it('refuses a body nested beyond a sane depth with 400, on any route, a token or none', async () => {
    const depth = 2_000_000;
    const login = await sendRaw(server().client(), 'POST', '/api/v1/login', '['.repeat(depth) + ']'.repeat(depth));
    expect(login.status).toBe(400);
    const arrays = await sendRaw(admin, 'POST', '/api/v1/transfer', `{"description": ${'['.repeat(5000)}${']'.repeat(5000)}}`);
    expect(arrays.status).toBe(400);
    const objects = await sendRaw(admin, 'POST', '/api/v1/invoice', `{"description": ${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`);
    expect(objects.status).toBe(400);
    // Brackets inside a text, escaped quotes among them, are no nesting.
    const text = await admin.post('/api/v1/transfer', { description: '[{"'.repeat(30) });
    expect(text.status).toBe(422);
    expect(Object.keys((text.body as { errors: object }).errors)).not.toContain('description');
  });

  it('refuses a lone surrogate on its field and invalid UTF-8 with 422', async () => {
    const lone = await sendRaw(admin, 'POST', '/api/v1/invoice', '{"type": "sell", "tags": ["\\ud800"]}');
    expect(lone.status).toBe(422);
    expect(lone.body.errors).toHaveProperty(['tags.0']);
    const key = await sendRaw(admin, 'POST', '/api/v1/invoice', '{"\\udc00": 1}');
    expect(key.status).toBe(422);
    const bytes = new Uint8Array([...new TextEncoder().encode('{"description": "a'), 0xc3, 0x28, ...new TextEncoder().encode('"}')]);
    const invalid = await sendRaw(admin, 'POST', '/api/v1/transfer', bytes);
    expect(invalid.status).toBe(422);
    expect(invalid.body).toHaveProperty('message');
  });

  it('refuses a body over the limit with 413 and a message', async () => {
    const reply = await sendRaw(admin, 'POST', '/api/v1/detail', JSON.stringify({ name: 'x'.repeat(10.5 * 1024 * 1024) }));
    expect(reply.status).toBe(413);
    expect(reply.body.message).toBe('The request is larger than 10 megabytes.');
  });
});
