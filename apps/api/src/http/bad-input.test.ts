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
