import { count, eq } from 'drizzle-orm';
import { nextTagColor } from '@hesab/domain';
import type { ResourceHooks, ResourceTable } from '../resources/index.ts';

/** A tag or branch created without a colour takes the next one of the palette (spec 01 section 4). */
export function paletteHooks(table: ResourceTable): ResourceHooks {
  return {
    async beforeWrite({ tx, actor }, values, before) {
      if (before || values.color) return;
      const [existing] = await tx.select({ n: count() }).from(table).where(eq(table.businessId, actor.businessId));
      values.color = nextTagColor(existing?.n ?? 0);
    },
  };
}
