import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ResourceDefinition, TagsField } from '@hesab/contract';
import type { Executor } from '@hesab/db';
import { columnOf, type ResourceRow, type ResourceTable } from './binding.ts';

/* A tags field speaks tag texts on the wire and keeps tag ids in its column, so renaming or recolouring a tag
   shows on every record that carries it without rewriting them. */

/** The resource a tags field's texts name. */
export const tagResourceName = 'tags';

/** The first key of the advisory lock serialising the making of new tags within a business (the second is its id). */
const newTagLock = 7310;

export function tagsFields(definition: ResourceDefinition): TagsField[] {
  return definition.fields.filter((f): f is TagsField => f.type === 'tags');
}

export function textsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((text): text is string => typeof text === 'string') : [];
}

function idsOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
}

/**
 * The ids of the tags with these texts, in the order given and each once. A text that is no tag yet is made by
 * `create` in the caller's transaction (the tags resource's own write: the palette's next colour, a log row).
 */
export async function tagIdsOf(
  tx: Executor,
  tagTable: ResourceTable,
  businessId: number,
  value: unknown,
  create: (text: string) => Promise<number>,
): Promise<number[]> {
  const texts = [...new Set(textsOf(value))];
  if (texts.length === 0) return [];
  const textColumn = columnOf(tagTable, 'text');
  const existing = () =>
    tx
      .select({ id: tagTable.id, text: textColumn })
      .from(tagTable)
      .where(and(eq(tagTable.businessId, businessId), inArray(textColumn, texts)));
  let found = await existing();
  if (found.length < texts.length) {
    // Two saves making the same new tag at once: the second waits for the first to commit, then finds its tag
    // instead of failing on the tag's unique text. Held to the end of the transaction, for this business only.
    await tx.execute(sql`select pg_advisory_xact_lock(${newTagLock}, ${businessId})`);
    found = await existing();
  }
  const idByText = new Map(found.map((tag) => [tag.text, tag.id]));
  const ids: number[] = [];
  // One after another: each new tag takes the colour after the one made before it.
  for (const text of texts) {
    const known = idByText.get(text);
    ids.push(typeof known === 'number' ? known : await create(text));
  }
  return ids;
}

/**
 * The rows with each tags field's ids turned into texts, and `<field>_colors` beside them in the same order;
 * the id of a tag removed since is left out.
 */
export async function withTagTexts(
  db: Executor,
  tagTable: ResourceTable,
  businessId: number,
  fields: readonly TagsField[],
  rows: readonly ResourceRow[],
): Promise<ResourceRow[]> {
  const ids = [...new Set(rows.flatMap((row) => fields.flatMap((field) => idsOf(row[field.name]))))];
  const tags =
    ids.length === 0
      ? []
      : await db
          .select({ id: tagTable.id, text: columnOf(tagTable, 'text'), color: columnOf(tagTable, 'color') })
          .from(tagTable)
          .where(and(eq(tagTable.businessId, businessId), inArray(tagTable.id, ids)));
  const byId = new Map(tags.map((tag) => [tag.id, tag]));
  return rows.map((row) => {
    const shown: ResourceRow = { ...row };
    for (const field of fields) {
      const carried = idsOf(row[field.name]).flatMap((id) => byId.get(id) ?? []);
      shown[field.name] = carried.map((tag) => tag.text);
      shown[`${field.name}_colors`] = carried.map((tag) => tag.color ?? null);
    }
    return shown;
  });
}
