import { eq, inArray } from 'drizzle-orm';
import { appUser, type Executor } from '@hesab/db';
import { hashPassword, verifyPassword } from './passwords.ts';

/** A login as other modules see it: never its password hash. */
export interface UserRecord {
  id: number;
  username: string;
  name: string;
  lang: string;
  active: boolean;
}

/** A new login with its password hashed; answers its id. */
export async function createUser(tx: Executor, input: { username: string; name: string; password: string }): Promise<number> {
  const [user] = await tx
    .insert(appUser)
    .values({ username: input.username, name: input.name, passwordHash: await hashPassword(input.password) })
    .returning({ id: appUser.id });
  if (!user) throw new Error('user not created');
  return user.id;
}

export async function findUser(db: Executor, userId: number): Promise<UserRecord | undefined> {
  const [user] = await db
    .select({ id: appUser.id, username: appUser.username, name: appUser.name, lang: appUser.lang, active: appUser.active })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return user;
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

/** Changes the user's name and language, and the password (hashed) when one is given. */
export async function updateUser(
  tx: Executor,
  userId: number,
  input: { name: string; lang: string; password?: string | undefined },
): Promise<void> {
  const changes: Partial<typeof appUser.$inferInsert> = { name: input.name, lang: input.lang };
  if (input.password !== undefined) changes.passwordHash = await hashPassword(input.password);
  await tx.update(appUser).set(changes).where(eq(appUser.id, userId));
}
