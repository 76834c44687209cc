/** Ids go to the server in batches of this many, so a long run shows its progress and a failure stops early. */
export const commandBatchSize = 50;

/** The items in order, cut into runs of at most `size`. */
export function batchesOf<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
