/**
 * The leaves of a cheque book (issue 15): `leaves` serials counted up from the first, written as wide as the first
 * (a book from 000120 has 000121 next). Serials compare by their digits as numbers, so a serial typed without its
 * zeros, or with the dashes a printed one carries, is the same leaf.
 */
export interface ChequeBookLeaves {
  first_serial: string;
  leaves: number;
  voided: readonly { serial: string }[];
}

/** A serial's digits, or null for one with none. */
function digitsOf(serial: string): string | null {
  const digits = serial.replace(/\D/g, '');
  return digits === '' ? null : digits;
}

export function leafSerials(book: Pick<ChequeBookLeaves, 'first_serial' | 'leaves'>): string[] {
  const first = digitsOf(book.first_serial);
  if (first === null) return [];
  return Array.from({ length: book.leaves }, (_, index) => (BigInt(first) + BigInt(index)).toString().padStart(first.length, '0'));
}

/** Whether the serial is a leaf of the book. */
export function isLeafOf(book: Pick<ChequeBookLeaves, 'first_serial' | 'leaves'>, serial: string): boolean {
  const digits = digitsOf(serial);
  const first = digitsOf(book.first_serial);
  if (digits === null || first === null) return false;
  const offset = BigInt(digits) - BigInt(first);
  return offset >= 0n && offset < BigInt(book.leaves);
}

function sameLeaf(a: string, b: string): boolean {
  const [x, y] = [digitsOf(a), digitsOf(b)];
  return x !== null && y !== null && BigInt(x) === BigInt(y);
}

/** The book's Sayad id of a leaf, where it knows it. */
export function sayadOfLeaf(book: { sayads: readonly { serial: string; sayad: string }[] }, serial: string): string | null {
  return book.sayads.find((leaf) => sameLeaf(leaf.serial, serial))?.sayad ?? null;
}

/** How many leaves are used (by a cheque) and voided, how many free, and the next free one. */
export function bookStanding(book: ChequeBookLeaves, used: readonly string[]): { used: number; voided: number; free: number; next: string | null } {
  const serials = leafSerials(book);
  const isUsed = (serial: string) => used.some((other) => sameLeaf(serial, other));
  const isVoided = (serial: string) => book.voided.some((leaf) => sameLeaf(serial, leaf.serial));
  const free = serials.filter((serial) => !isUsed(serial) && !isVoided(serial));
  return {
    used: serials.filter(isUsed).length,
    voided: serials.filter((serial) => !isUsed(serial) && isVoided(serial)).length,
    free: free.length,
    next: free[0] ?? null,
  };
}

/** Whether a leaf is free: neither used nor voided. */
export function leafIsFree(book: ChequeBookLeaves, used: readonly string[], serial: string): boolean {
  return !used.some((other) => sameLeaf(serial, other)) && !book.voided.some((leaf) => sameLeaf(serial, leaf.serial));
}
