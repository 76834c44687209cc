/** The keys that move between the rows of a card, as in any list box. */
const movingKeys = ['ArrowDown', 'ArrowUp', 'Home', 'End'] as const;
type MovingKey = (typeof movingKeys)[number];

export function isMovingKey(key: string): key is MovingKey {
  return (movingKeys as readonly string[]).includes(key);
}

/**
 * The row a key moves to from row `index` of `count` (-1 when no row has focus): the arrows step and stop at
 * the ends, Home and End jump. Null when there is no row.
 */
export function nextRowIndex(key: MovingKey, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'ArrowDown':
      return index < 0 ? 0 : Math.min(index + 1, count - 1);
    case 'ArrowUp':
      return index < 0 ? count - 1 : Math.max(index - 1, 0);
  }
}
