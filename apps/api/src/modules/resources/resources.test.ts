import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { planOptions, resourceKey, resources, wagesProductKind, writableFields, type Field, type ResourceDefinition, type TextFormat } from '@hesab/contract';
import { activityLog } from '@hesab/db';
import { describeEachEngine } from '../../../test/databases.ts';
import {
  activateConfig,
  activatePlanOptions,
  addMember,
  createTestBusiness,
  useTestServer,
  type ApiClient,
  type TestBusiness,
} from '../../../test/http-client.ts';

let serial = 0;
/** Valid values of the checked text formats, as the server stores them. */
const formattedSamples: Record<TextFormat, string> = {
  nationalCode: '0499370899',
  mobile: '9121234567',
  email: 'sample@example.com',
  // Melli's, the first bank a sample picks.
  sheba: 'IR540170000000009876543210',
  cardNumber: '6037991199500590',
  sayad: '1234567890123456',
  digits: '0101-123456-1',
};
/** A year that overlaps neither the seeded one nor another sample. */
let sampleYear = 2040;

/** A valid value of every writable field, creating the records that reference fields point at. */
async function sampleInput(client: ApiClient, definition: ResourceDefinition): Promise<Record<string, unknown>> {
  serial += 1;
  // Only a financial year needs a year of its own; dates stay within the years the server takes (up to 2199).
  const year = definition.fields.some((field) => field.name === 'startDate') ? sampleYear++ : sampleYear;
  const values: Record<string, unknown> = {};
  for (const field of writableFields(definition)) values[field.name] = await sampleValue(client, field, year);
  return { ...values, ...ruleSamples[definition.name]?.(values) };
}

/**
 * What a kind's rules ask beyond a valid value of each field: a person with a login holds a login role, and a
 * natural person (the first gender) has no company's national id or registration number.
 */
const ruleSamples: Record<string, (values: Record<string, unknown>) => Record<string, unknown>> = {
  customer: (values) => ({ personel: true, passwordConfirmation: values.password, national_id: null, registration_number: null }),
  // The wages percents belong to kind 112; the sub-category to the group; the prices derive each other.
  products: () => ({ kind: wagesProductKind, cat2: null, price: '12', priceWithTax: '13' }),
};

async function sampleValue(client: ApiClient, field: Field, year: number): Promise<unknown> {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'code':
      if (field.format) return formattedSamples[field.format];
      return field.type === 'code' ? `C${serial}` : `${field.name} ${serial} نمونه`;
    case 'number':
      return field.min ?? 1;
    case 'money':
      // Without a precision of its own an amount takes its currency's digits, and the rial has none.
      return field.precision === undefined ? '12' : '12.5';
    case 'percent':
      return '9';
    case 'date':
      return field.name === 'endDate' ? `${year}-12-31` : `${year}-01-01`;
    case 'boolean':
      return false;
    case 'status':
      return 'active';
    case 'select':
      return field.options[0];
    case 'color':
      return 'teal';
    case 'permissions':
      return ['profile'];
    case 'password':
      return `password-${serial}`;
    case 'tags':
      // One tag made by this save, one the earlier samples made.
      return [`برچسب ${serial}`, 'برچسب مشترک'];
    case 'customFields':
      return [{ key: `کلید ${serial}`, value: `مقدار ${serial}` }];
    case 'references':
      return [];
    // A listing needs a panel of the business's settings; the marketplace tests cover them.
    case 'panels':
      return [];
    case 'rows': {
      const row: Record<string, unknown> = {};
      for (const column of field.columns) row[column.name] = await sampleValue(client, column, year);
      return [row];
    }
    case 'reference': {
      const target = resources.find((r) => r.name === field.resource);
      if (!target) throw new Error(`no resource ${field.resource}`);
      // A record the business has serves; some kinds take their numbers once a business (a bank's Sheba).
      const [existing] = (await client.get<{ data: { id: number }[] }>(`/api/v1/${target.name}?perPage=10`)).body.data;
      if (existing) return existing.id;
      const created = await client.post<{ data: { id: number } }>(`/api/v1/${target.name}`, await sampleInput(client, target));
      return created.body.data.id;
    }
  }
}

/** What a record reads back of what was written: everything but write-only fields (passwords). */
function readable(definition: ResourceDefinition, values: Record<string, unknown>): Record<string, unknown> {
  const writeOnly = definition.fields.filter((f) => f.type === 'password').map((f) => f.name);
  return Object.fromEntries(Object.entries(values).filter(([name]) => !writeOnly.includes(name)));
}

function keyOf(definition: ResourceDefinition, record: Record<string, unknown>): string {
  return encodeURIComponent(String(record[resourceKey(definition)]));
}

/** The contract every resource keeps, looped over every definition (issue 3's test). */
describeEachEngine('every resource definition', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let other: TestBusiness;
  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Resources');
    other = await createTestBusiness(connection().db, 'Someone else');
    // Every field is written and read back, custom fields and investor percentages included.
    for (const business of [biz, other]) {
      await activateConfig(connection().db, business.businessId, ['customFieldsSystem', 'investorSystem']);
      // A plan holding every option, so that plan-gated resources (integrator/panel) are reached too.
      await activatePlanOptions(connection().db, business.businessId, planOptions);
    }
    await addMember(connection().db, biz.businessId, { username: 'no-rights', password: 'no-rights-pass', permissions: [] });
  });

  async function logRows(businessId: number, type: string): Promise<number> {
    const [row] = await connection()
      .db.select({ n: count() })
      .from(activityLog)
      .where(and(eq(activityLog.businessId, businessId), eq(activityLog.refType, type)));
    return row?.n ?? 0;
  }

  for (const definition of resources) {
    describe(definition.name, () => {
      it('lists, creates, gets, updates and deletes, each write leaving one log row', async () => {
        const client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
        const logsBefore = await logRows(biz.businessId, definition.logType);

        const input = await sampleInput(client, definition);
        const created = await client.post<{ data: Record<string, unknown>; message: string }>(`/api/v1/${definition.name}`, input);
        expect(created.status, JSON.stringify(created.body)).toBe(200);
        expect(created.body.message).toBe('ثبت شد.');
        expect(created.body.data).toMatchObject(readable(definition, input));
        expect(await logRows(biz.businessId, definition.logType)).toBe(logsBefore + 1);

        const key = keyOf(definition, created.body.data);
        const fetched = await client.get(`/api/v1/${definition.name}/${key}/edit`);
        expect(fetched).toEqual({ status: 200, body: created.body.data });

        const list = await client.get<{ data: Record<string, unknown>[]; total: number }>(
          `/api/v1/${definition.name}?perPage=500`,
        );
        expect(list.status).toBe(200);
        // A list row carries the record's fields; its form may read more (a person's uploads).
        const row = list.body.data.find((listed) => listed.id === created.body.data.id);
        expect(row).toBeDefined();
        expect(created.body.data).toMatchObject(row ?? {});

        const changed = await sampleInput(client, definition);
        const updated = await client.put<{ data: Record<string, unknown> }>(`/api/v1/${definition.name}/${key}`, changed);
        expect(updated.status, JSON.stringify(updated.body)).toBe(200);
        const lockedOnEdit = definition.fields.filter((f) => f.lockedOnEdit).map((f) => f.name);
        for (const [name, value] of Object.entries(readable(definition, changed))) {
          if (!lockedOnEdit.includes(name)) expect(updated.body.data[name]).toEqual(value);
        }
        expect(await logRows(biz.businessId, definition.logType)).toBe(logsBefore + 2);

        const newKey = keyOf(definition, updated.body.data);
        expect((await client.call('DELETE', `/api/v1/${definition.name}/${newKey}`)).status).toBe(200);
        expect((await client.get(`/api/v1/${definition.name}/${newKey}/edit`)).status).toBe(404);
        expect(await logRows(biz.businessId, definition.logType)).toBe(logsBefore + 3);
      });

      it('answers 403 to a member without the permission', async () => {
        const client = await server().client().login('no-rights', 'no-rights-pass');
        const input = await sampleInput(await server().client().login(biz.ownerUsername, biz.ownerPassword), definition);
        const expected = definition.permissions.create === 'member' ? 200 : 403;
        expect((await client.post(`/api/v1/${definition.name}`, input)).status).toBe(expected);
        if (definition.permissions.view !== 'member') {
          expect((await client.get(`/api/v1/${definition.name}`)).status).toBe(403);
        }
      });

      it("answers 404 for another business's record, and leaves it alone", async () => {
        const owner = await server().client().login(other.ownerUsername, other.ownerPassword);
        const theirs = await owner.post<{ data: Record<string, unknown> }>(
          `/api/v1/${definition.name}`,
          await sampleInput(owner, definition),
        );
        expect(theirs.status).toBe(200);
        const key = keyOf(definition, theirs.body.data);

        const intruder = await server().client().login(biz.ownerUsername, biz.ownerPassword);
        expect((await intruder.get(`/api/v1/${definition.name}/${key}/edit`)).status).toBe(404);
        const input = await sampleInput(intruder, definition);
        expect((await intruder.put(`/api/v1/${definition.name}/${key}`, input)).status).toBe(404);
        expect((await intruder.call('DELETE', `/api/v1/${definition.name}/${key}`)).status).toBe(404);
        const list = await intruder.get<{ data: Record<string, unknown>[] }>(`/api/v1/${definition.name}?perPage=500`);
        expect(list.body.data.map((row) => row.id)).not.toContain(theirs.body.data.id);
        expect((await owner.get(`/api/v1/${definition.name}/${key}/edit`)).body).toEqual(theirs.body.data);
      });

      it('answers 422 with field errors and writes nothing for an invalid form', async () => {
        const client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
        const logsBefore = await logRows(biz.businessId, definition.logType);
        const reply = await client.post<{ errors: Record<string, string[]> }>(`/api/v1/${definition.name}`, {});
        expect(reply.status).toBe(422);
        const required = writableFields(definition).filter((f) => f.required).map((f) => f.name);
        expect(Object.keys(reply.body.errors).sort()).toEqual(required.sort());
        expect(await logRows(biz.businessId, definition.logType)).toBe(logsBefore);
      });
    });
  }
});
