/**
 * A sale's client key: 128 random bits as hex. From getRandomValues, which a till served over plain http on the
 * shop's network has too (randomUUID needs a secure context).
 */
export function newOuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `till-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
