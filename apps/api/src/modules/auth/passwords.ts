import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default cost, the OWASP baseline. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

let dummyHash: Promise<string> | undefined;

/** A hash of no one's password, made once, that an unknown username's password is checked against. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash('no account has this password');
  return dummyHash;
}
