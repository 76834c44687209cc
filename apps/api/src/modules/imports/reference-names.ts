import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '@hesab/db';
import type { ReferenceTables } from '../documents/index.ts';
import { columnOf } from '../resources/index.ts';
import { persianLetters } from './sheet-reader.ts';

/** How many of a resource's first names a sample may give as examples. */
const sampleNames = 10;

/** A name as it is compared: Persian letters for Arabic ones, one space between words, case ignored. */
const nameKey = (text: string) => persianLetters(text).trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The records a file names by their name or code (a product's unit, its warehouse, an account), read once per
 * import: a business's units, groups and warehouses are few, and even its 100,000 persons are one query. Only the
 * records a form may name are read (an account that takes postings).
 */
export class ReferenceNames {
  private readonly byResource = new Map<string, Map<string, number>>();
  /** the names of the first records made, for a sample's examples */
  private readonly firstLabels = new Map<string, string[]>();

  constructor(
    private readonly references: ReferenceTables,
    private readonly db: Executor,
    private readonly businessId: number,
  ) {}

  /** Reads the names of each resource not read yet. */
  async load(resources: Iterable<string>): Promise<void> {
    for (const resource of resources) {
      if (this.byResource.has(resource)) continue;
      const reference = this.references(resource);
      if (!reference) throw new Error(`no table of ${resource} to name`);
      const { table, labelField, namable } = reference;
      const code = getTableColumns(table).code;
      const rows = await this.db
        .select({ id: table.id, label: columnOf(table, labelField), ...(code && labelField !== 'code' ? { code } : {}) })
        .from(table)
        .where(and(eq(table.businessId, this.businessId), namable))
        .orderBy(table.id);
      const names = new Map<string, number>();
      // A code names one record; where two records share a name, the first one made is meant.
      for (const row of rows) if (typeof row.code === 'string' && row.code !== '') names.set(nameKey(row.code), Number(row.id));
      for (const row of rows) if (typeof row.label === 'string' && !names.has(nameKey(row.label))) names.set(nameKey(row.label), Number(row.id));
      this.byResource.set(resource, names);
      this.firstLabels.set(
        resource,
        rows.slice(0, sampleNames).flatMap((row) => (typeof row.label === 'string' ? [row.label] : [])),
      );
    }
  }

  /** The id of the record the text names, or null. */
  idOf(resource: string, text: string): number | null {
    return this.byResource.get(resource)?.get(nameKey(text)) ?? null;
  }

  /** The name of the first record made that is not `taken`, for a sample file's example. */
  firstName(resource: string, taken: ReadonlySet<string> = new Set()): string | null {
    return this.firstLabels.get(resource)?.find((label) => !taken.has(label)) ?? null;
  }
}
