import { eq, inArray, sql } from 'drizzle-orm';
import { appUser, type Executor } from '@hesab/db';
import { hashPassword, verifyPassword } from './passwords.ts';

/** A login as other modules see it: never its password hash. */
export interface UserRecord {
  id: number;
  username: string;
  name: string;
  lang: string;
  active: boolean;
  mobile: string | null;
  email: string | null;
}

/** A new login with its password hashed (and its confirmed mobile, at sign-up); answers its id. */
export async function createUser(tx: Executor, input: { username: string; name: string; password: string; mobile?: string }): Promise<number> {
  const [user] = await tx
    .insert(appUser)
    .values({ username: input.username, name: input.name, passwordHash: await hashPassword(input.password), mobile: input.mobile ?? null })
    .returning({ id: appUser.id });
  if (!user) throw new Error('user not created');
  return user.id;
}

export async function findUser(db: Executor, userId: number): Promise<UserRecord | undefined> {
  const [user] = await db
    .select({ id: appUser.id, username: appUser.username, name: appUser.name, lang: appUser.lang, active: appUser.active, mobile: appUser.mobile, email: appUser.email })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return user;
}

/** The users of `ids`, by id (the owners of the businesses the operator lists). */
export async function usersOf(db: Executor, ids: readonly number[]): Promise<Map<number, UserRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: appUser.id, username: appUser.username, name: appUser.name, lang: appUser.lang, active: appUser.active, mobile: appUser.mobile, email: appUser.email })
    .from(appUser)
    .where(inArray(appUser.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/** The names of the users, by id, for a history that says who did what. */
export async function userNames(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: appUser.id, name: appUser.name }).from(appUser).where(inArray(appUser.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}

/** Whether `password` is the user's current one. */
export async function passwordMatches(db: Executor, userId: number, password: string): Promise<boolean> {
  const [user] = await db.select({ passwordHash: appUser.passwordHash }).from(appUser).where(eq(appUser.id, userId));
  return user !== undefined && (await verifyPassword(user.passwordHash, password));
}

/** Changes the user's name and language, and the password (hashed) and e-mail address (null: none) when given. */
export async function updateUser(
  tx: Executor,
  userId: number,
  input: { name: string; lang: string; password?: string | undefined; email?: string | null | undefined },
): Promise<void> {
  const changes: Partial<typeof appUser.$inferInsert> = { name: input.name, lang: input.lang };
  if (input.email !== undefined) changes.email = input.email;
  if (input.password !== undefined) changes.passwordHash = await hashPassword(input.password);
  await tx.update(appUser).set(changes).where(eq(appUser.id, userId));
}

/** A login as a forgotten password finds it: where its code or link can go. */
export interface ReachableUser {
  id: number;
  username: string;
  name: string;
  lang: string;
  mobile: string | null;
  email: string | null;
}

/** The active login of that username (any letter case), mobile (normalised) or e-mail address (any letter case). */
export async function findActiveUserBy(db: Executor, by: { username?: string; mobile?: string; email?: string }): Promise<ReachableUser | undefined> {
  const match =
    by.username !== undefined
      ? eq(sql`lower(${appUser.username})`, by.username.toLowerCase())
      : by.mobile !== undefined
        ? eq(appUser.mobile, by.mobile)
        : by.email !== undefined
          ? eq(sql`lower(${appUser.email})`, by.email.toLowerCase())
          : undefined;
  if (match === undefined) return undefined;
  const [user] = await db
    .select({ id: appUser.id, username: appUser.username, name: appUser.name, lang: appUser.lang, mobile: appUser.mobile, email: appUser.email, active: appUser.active })
    .from(appUser)
    .where(match)
    .limit(1);
  return user?.active ? user : undefined;
}

/** Whether a login already has this confirmed mobile number. */
export async function mobileTaken(db: Executor, mobile: string): Promise<boolean> {
  const [user] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.mobile, mobile)).limit(1);
  return user !== undefined;
}

/** The login that has this e-mail address (any letter case), or null. */
export async function emailOwner(db: Executor, email: string): Promise<number | null> {
  const [user] = await db.select({ id: appUser.id }).from(appUser).where(eq(sql`lower(${appUser.email})`, email.toLowerCase())).limit(1);
  return user?.id ?? null;
}

/** A new password (hashed), set without the old one: a reset proved by a code or link. */
export async function setPassword(tx: Executor, userId: number, password: string): Promise<void> {
  await tx.update(appUser).set({ passwordHash: await hashPassword(password) }).where(eq(appUser.id, userId));
}
