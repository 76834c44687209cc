import { eq } from 'drizzle-orm';
import type { Executor } from '@hesab/db';
import { columnOf, type ResourceRegistry } from '../resources/index.ts';
import { persianLetters } from './sheet-reader.ts';

/** A name as it is compared: Persian letters for Arabic ones, one space between words, case ignored. */
const nameKey = (text: string) => persianLetters(text).trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The records a file names by their name or code (a product's unit, its warehouse), read once per import:
 * a business's units, groups and warehouses are few, and even its 100,000 persons are one query.
 */
export class ReferenceNames {
  private readonly byResource = new Map<string, Map<string, number>>();
  private readonly firstLabels = new Map<string, string>();

  constructor(
    private readonly registry: ResourceRegistry,
    private readonly db: Executor,
    private readonly businessId: number,
  ) {}

  /** Reads the names of each resource not read yet. */
  async load(resources: Iterable<string>): Promise<void> {
    for (const resource of resources) {
      if (this.byResource.has(resource)) continue;
      const binding = this.registry.bindings.find((each) => each.definition.name === resource && 'table' in each);
      const entry = this.registry.entries.get(resource);
      if (!binding || !('table' in binding) || !entry) throw new Error(`no table-backed resource ${resource} to name`);
      const { table, definition } = binding;
      const codeName = definition.numberField !== undefined && definition.numberField !== entry.labelField ? definition.numberField : null;
      const rows = await this.db
        .select({ id: table.id, label: columnOf(table, entry.labelField), ...(codeName ? { code: columnOf(table, codeName) } : {}) })
        .from(table)
        .where(eq(table.businessId, this.businessId))
        .orderBy(table.id);
      const names = new Map<string, number>();
      // A code names one record; where two records share a name, the first one made is meant.
      for (const row of rows) if (typeof row.code === 'string' && row.code !== '') names.set(nameKey(row.code), Number(row.id));
      for (const row of rows) if (typeof row.label === 'string' && !names.has(nameKey(row.label))) names.set(nameKey(row.label), Number(row.id));
      this.byResource.set(resource, names);
      const first = rows.find((row) => typeof row.label === 'string')?.label;
      if (typeof first === 'string') this.firstLabels.set(resource, first);
    }
  }

  /** The id of the record the text names, or null. */
  idOf(resource: string, text: string): number | null {
    return this.byResource.get(resource)?.get(nameKey(text)) ?? null;
  }

  /** The name of the first record made, for a sample file's example. */
  firstName(resource: string): string | null {
    return this.firstLabels.get(resource) ?? null;
  }
}
