import { describe, expect, it } from 'vitest';
import { groupedCalls } from './grouped-calls.ts';

/** A write a test lets finish when it likes. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('grouped calls', () => {
  it('writes alone at once; those arriving meanwhile go together, each group on its own', async () => {
    const calls: string[] = [];
    const first = gate();
    const write = groupedCalls<number, string>(
      async (item) => {
        calls.push(`one ${String(item)}`);
        if (item === 1) await first.opened;
        return `w${String(item)}`;
      },
      async (items) => {
        calls.push(`all ${items.join(',')}`);
        return items.map((item) => `w${String(item)}`);
      },
    );
    const answers = [write(7, 1), write(7, 2), write(7, 3), write(8, 4)];
    expect(calls).toEqual(['one 1', 'one 4']);
    first.open();
    expect(await Promise.all(answers)).toEqual(['w1', 'w2', 'w3', 'w4']);
    expect(calls).toEqual(['one 1', 'one 4', 'all 2,3']);
  });

  it('writes each alone where they cannot go together or their statement fails, so a refusal is only its own', async () => {
    for (const together of [async () => null, async () => Promise.reject(new Error('statement failed'))]) {
      const first = gate();
      const write = groupedCalls<number, string>(
        async (item) => {
          if (item === 1) await first.opened;
          if (item === 3) throw new Error('refused 3');
          return `w${String(item)}`;
        },
        together,
      );
      const answers = [1, 2, 3, 4].map((item) => write(1, item).catch((error: unknown) => (error as Error).message));
      first.open();
      expect(await Promise.all(answers)).toEqual(['w1', 'w2', 'refused 3', 'w4']);
    }
  });
});
