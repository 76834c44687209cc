import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  importColumns,
  importDetail,
  importHistory,
  importHistoryQuery,
  importKeys,
  importRequest,
  importSampleQuery,
  nameParts,
  type ImportItem,
  type ImportType,
} from '@hesab/contract';
import { importJob, type Database } from '@hesab/db';
import { dateEditText, isoDateOf } from '@hesab/domain';
import { isRightToLeft, translateServerMessage } from '@hesab/i18n';
import { BusinessRuleError, FieldErrors, ForbiddenError, NotFoundError } from '../../http/errors.ts';
import { recordIdParams } from '../../http/record-id.ts';
import { requireMember } from '../../http/request-context.ts';
import { actorOf } from '../activity-log/index.ts';
import { userNames } from '../auth/index.ts';
import type { ResourceRegistry } from '../resources/index.ts';
import { sheetStream, webMessage, xlsxType } from '../spreadsheets/index.ts';
import { businessRecord, holdsPermission, type Member } from '../tenancy/index.ts';
import { importSlots, mapColumns, slotLabel, type ImportSlot } from './import-columns.ts';
import { importKinds, type ImportableDocuments } from './import-kinds.ts';
import { progressKey, runImport, runningImports } from './import-run.ts';
import { ReferenceNames } from './reference-names.ts';
import { readSheet } from './sheet-reader.ts';

/** An import file may be this large: 100,000 persons in an .xlsx are some 6 MB. */
const maxImportMegabytes = 30;
const tags = ['import'];

/**
 * The sample's rows: the type's examples, where a name the business lacks is its first record's (its first
 * warehouse) and the record a changing type names is its first; where it has none, the name is left out, and the
 * other columns of the same rows with it. An empty date is today's.
 */
function sampleRows(type: ImportType, slots: readonly ImportSlot[], names: ReferenceNames, today: string): string[][] {
  const count = Math.max(...importColumns[type].map((column) => (typeof column.example === 'string' ? 1 : column.example.length)));
  // The names each column has given, so that two rows name two records where the business has them.
  const given = slots.map(() => new Set<string>());
  return Array.from({ length: count }, (_, index) => {
    const row = slots.map(({ column, field }, at) => {
      const example = typeof column.example === 'string' ? (index === 0 ? column.example : '') : (column.example[index] ?? '');
      if (field.type === 'date' && example === '' && index === 0) return today;
      if (field.type !== 'reference') return example;
      if (example === '' && !(index === 0 && column.name === importKeys[type])) return example;
      const known = names.idOf(field.resource, example) !== null && !given[at]?.has(example);
      const name = known ? example : (names.firstName(field.resource, given[at]) ?? '');
      given[at]?.add(name);
      return name;
    });
    const unnamed = new Set(slots.flatMap(({ field, rows, column }, at) => (rows && field.type === 'reference' && row[at] === '' && column.example !== '' ? [rows.name] : [])));
    return row.map((text, at) => {
      const rows = slots[at]?.rows;
      return rows && unnamed.has(rows.name) ? '' : text;
    });
  });
}

function mayUse(member: Member, ...permissions: readonly string[]): void {
  if (!permissions.some((permission) => holdsPermission(member, permission))) throw new ForbiddenError('forbidden');
}

/** The file and the fields of `POST import`; the file no larger than the limit. */
async function readImportForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | null = null;
  for await (const part of request.parts({ limits: { fileSize: maxImportMegabytes * 1024 * 1024 + 1, files: 1 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new BusinessRuleError('import-too-large', { max: maxImportMegabytes });
      if (part.fieldname === 'selectedFile' || part.fieldname === 'file') file = { name: part.filename, bytes };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}

type JobRow = typeof importJob.$inferSelect;

async function presented(db: Database, rows: readonly JobRow[]): Promise<ImportItem[]> {
  const names = await userNames(db, rows.map((row) => row.registrar));
  return rows.map((row) => {
    // An import running here has got further than its row says.
    const live = runningImports.get(progressKey(row.businessId, row.id));
    const registrar = names.get(row.registrar) ?? '';
    return {
      id: row.id,
      type: row.type,
      file: { title: row.title },
      user: nameParts(registrar),
      title: row.title,
      status: row.status,
      count_item: row.countItem,
      checked: live?.checked ?? row.checked,
      written: live?.written ?? row.written,
      refused: row.refused.length,
      registrar,
      time: row.createdAt.toISOString(),
      message: row.message,
    };
  });
}

/** `POST import`, its history, progress, refused rows and sample files (spec 02 section 7, issue 18). */
export function registerImportRoutes(app: FastifyInstance, db: Database, registry: ResourceRegistry, documents: ImportableDocuments): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const kinds = importKinds(registry, documents);
  // Only a member who may see (or add) something importable reaches these; each type's permission is checked within.
  const viewAccess = { anyPermission: [...new Set(Object.values(kinds).map((kind) => kind.viewPermission))] };
  const importAccess = { anyPermission: [...new Set(Object.values(kinds).flatMap((kind) => kind.permissions))] };
  const jobOf = async (member: Member, id: number) => {
    const [row] = await db.select().from(importJob).where(and(eq(importJob.businessId, member.businessId), eq(importJob.id, id)));
    if (!row) throw new NotFoundError();
    mayUse(member, kinds[row.type as ImportType].viewPermission);
    return row;
  };

  routes.get('/import/sample', { config: { access: viewAccess }, schema: { tags, querystring: importSampleQuery } }, async (request, reply) => {
    const { type } = request.query;
    const kind = kinds[type];
    const member = requireMember(request);
    mayUse(member, kind.viewPermission);
    const slots = importSlots(type, kind.target);
    const names = new ReferenceNames(documents.references, db, member.businessId);
    await names.load(slots.flatMap((slot) => (slot.field.type === 'reference' ? [slot.field.resource] : [])));
    const business = await businessRecord(db, member.businessId);
    // Today in the business's own time zone: in Tehran a day begins three and a half hours before UTC's.
    const today = isoDateOf(new Date(), member.timeZone);
    const rows = sampleRows(type, slots, names, dateEditText(today, business?.dateLocale ?? 'fa'));
    async function* sample() {
      yield* rows;
    }
    await reply
      .header('Content-Type', xlsxType)
      .header('Content-Disposition', `attachment; filename*=UTF-8''${type}-sample.xlsx`)
      .send(
        sheetStream({
          title: webMessage(request.lang, 'imports.title'),
          rightToLeft: isRightToLeft(request.lang),
          columns: slots.map((slot) => ({ header: slotLabel(request.lang, slot) })),
          rows: sample(),
        }),
      );
  });

  routes.post('/import', { config: { access: importAccess }, schema: { tags } }, async (request) => {
    const actor = actorOf(request);
    const member = requireMember(request);
    const { fields, file } = await readImportForm(request);
    const parsed = importRequest.safeParse(fields);
    if (!parsed.success) throw parsed.error;
    const { type, ref_type } = parsed.data;
    const kind = kinds[type];
    mayUse(member, ...kind.permissions);
    if (!file) throw new FieldErrors({ selectedFile: [{ key: 'import-no-file' }] });
    const sheet = await readSheet(file.bytes, file.name);
    if (!sheet) throw new FieldErrors({ selectedFile: [{ key: 'import-unreadable' }] });
    if (sheet.rows.length === 0) throw new FieldErrors({ selectedFile: [{ key: 'import-empty' }] });
    const refType = ref_type === undefined || ref_type === '' ? undefined : ref_type;
    const { missing } = mapColumns(type, kind.target, sheet.header, refType === undefined ? [] : [kind.refField]);
    if (missing.length > 0) {
      const columns = missing.map((slot) => slotLabel(request.lang, slot)).join('، ');
      throw new FieldErrors({ selectedFile: [{ key: 'import-missing-columns', params: { columns } }] });
    }
    const [job] = await db
      .insert(importJob)
      .values({ businessId: actor.businessId, type, refType: ref_type ?? null, title: file.name.slice(0, 250), status: 'checking', countItem: sheet.rows.length, header: sheet.header, registrar: actor.userId })
      .returning();
    if (!job) throw new Error('import job not written');
    const business = await businessRecord(db, actor.businessId);
    // The rows are checked and written after the answer: the dialog and the history follow the import's progress.
    runImport({ db, references: documents.references, actor, member, jobId: job.id, type, kind, sheet, language: request.lang, dateLocale: business?.dateLocale ?? 'fa', refType }).catch((error: unknown) =>
      request.log.error({ err: error, import: job.id }, 'an import failed'),
    );
    const [item] = await presented(db, [job]);
    return { ...item, message: translateServerMessage(request.lang, 'import-started') };
  });

  routes.get('/import', { config: { access: viewAccess }, schema: { tags, querystring: importHistoryQuery, response: { 200: importHistory } } }, async (request) => {
    const member = requireMember(request);
    const { type } = request.query;
    mayUse(member, kinds[type].viewPermission);
    const rows = await db
      .select()
      .from(importJob)
      .where(and(eq(importJob.businessId, member.businessId), eq(importJob.type, type)))
      .orderBy(desc(importJob.createdAt), desc(importJob.id))
      .limit(50);
    return { data: await presented(db, rows) };
  });

  routes.get('/import/:id', { config: { access: viewAccess }, schema: { tags, params: recordIdParams, response: { 200: importDetail } } }, async (request) => {
    const row = await jobOf(requireMember(request), request.params.id);
    const [item] = await presented(db, [row]);
    if (!item) throw new NotFoundError();
    return { ...item, errors: row.refused.slice(0, 100).map(({ row: number, reason }) => ({ row: number, reason })) };
  });

  routes.get('/import/:id/errors', { config: { access: viewAccess }, schema: { tags, params: recordIdParams } }, async (request, reply) => {
    const row = await jobOf(requireMember(request), request.params.id);
    async function* refused() {
      for (const each of row.refused) yield [each.row, ...row.header.map((_, index) => each.cells[index] ?? ''), each.reason];
    }
    const header = [webMessage(request.lang, 'imports.row'), ...row.header, webMessage(request.lang, 'imports.reason')];
    await reply
      .header('Content-Type', xlsxType)
      .header('Content-Disposition', `attachment; filename*=UTF-8''import-${String(row.id)}-errors.xlsx`)
      .send(sheetStream({ title: webMessage(request.lang, 'imports.errors'), rightToLeft: isRightToLeft(request.lang), columns: header.map((text) => ({ header: text })), rows: refused() }));
  });
}
