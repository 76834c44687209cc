/** The optimistic edits of the tag manager (spec 01 section 4): applied at once, undone if the server refuses. */

interface Keyed {
  id: number;
}

export function replaceItem<T extends Keyed>(items: readonly T[], id: number, next: T): T[] {
  return items.map((item) => (item.id === id ? next : item));
}

export function removeItem<T extends Keyed>(items: readonly T[], id: number): { items: T[]; index: number } {
  return { items: items.filter((item) => item.id !== id), index: items.findIndex((item) => item.id === id) };
}

/** Puts a removed item back where it was, or at the end when the list has since become shorter. */
export function restoreItem<T extends Keyed>(items: readonly T[], item: T, index: number): T[] {
  if (items.some((each) => each.id === item.id)) return [...items];
  const copy = [...items];
  copy.splice(index < 0 ? copy.length : Math.min(index, copy.length), 0, item);
  return copy;
}
