// What the read benches (invoice-list.ts, stock-at-date.ts) share: the median time of a page's reads.

/** The median of `repeats` reads, in milliseconds, after one unmeasured read. */
export async function medianRead(read: () => Promise<unknown>, repeats: number): Promise<number> {
  await read();
  const times: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const start = process.hrtime.bigint();
    await read();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
}
