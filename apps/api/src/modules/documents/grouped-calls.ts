/** At most this many calls of a group in one statement: the statement's parameter stays modest. */
const mostTogether = 64;

interface Waiting<I, R> {
  item: I;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Calls of a group (a business's new documents' writes, or their reads) made one statement at a time, those that
 * arrive meanwhile going together as one (a group commit): alone, a call goes at once; under load, the calls waiting
 * are made by `callAll` in one statement. Where `callAll` answers null or fails, each of them is made alone by
 * `callOne`, which answers or refuses it as it stands, so one call's refusal is never another's. (Two statements of
 * a business under way at once made the groups smaller and, waiting on the same counters, wrote fewer receipts a
 * second: bench/README.md.)
 */
export function groupedCalls<I, R>(callOne: (item: I) => Promise<R>, callAll: (items: readonly I[]) => Promise<readonly R[] | null>) {
  /** the calls waiting in each group with one under way */
  const queues = new Map<number, Waiting<I, R>[]>();

  async function callEach(waiting: readonly Waiting<I, R>[]) {
    for (const { item, resolve, reject } of waiting) await callOne(item).then(resolve, reject);
  }

  async function call(waiting: readonly Waiting<I, R>[]) {
    if (waiting.length === 1) return callEach(waiting);
    const answers = await callAll(waiting.map(({ item }) => item)).catch(() => null);
    if (answers) waiting.forEach(({ resolve }, index) => resolve(answers[index] as R));
    else await callEach(waiting);
  }

  async function drain(group: number, queue: Waiting<I, R>[]) {
    while (queue.length > 0) {
      await call(queue.splice(0, mostTogether));
      // Those whose calls just ended send their next ones a few promise steps later: the next statement waits for
      // them (a turn of the event loop), else it goes with two or three and the rest wait for the one after.
      await new Promise((resolve) => setImmediate(resolve));
    }
    queues.delete(group);
  }

  return (group: number, item: I): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      const queue = queues.get(group);
      if (queue) queue.push({ item, resolve, reject });
      else {
        const started = [{ item, resolve, reject }];
        queues.set(group, started);
        void drain(group, started);
      }
    });
}
