import { asc, eq, sql } from 'drizzle-orm';
import { appUser, type Executor } from '@hesab/db';

/** A service operator as the server's command lists them. */
export interface OperatorRecord {
  username: string;
  name: string;
  active: boolean;
}

/** Whether the user is an active service operator: the flag on the login, which only the server's command sets. */
export async function isOperator(db: Executor, userId: number): Promise<boolean> {
  const [user] = await db.select({ operator: appUser.operator, active: appUser.active }).from(appUser).where(eq(appUser.id, userId));
  return user !== undefined && user.active && user.operator;
}

/** Makes the login of that username (any letter case) an operator or not; answers it, or undefined when there is none. */
export async function setOperator(db: Executor, username: string, operator: boolean): Promise<OperatorRecord | undefined> {
  const [user] = await db
    .update(appUser)
    .set({ operator })
    .where(eq(sql`lower(${appUser.username})`, username.toLowerCase()))
    .returning({ username: appUser.username, name: appUser.name, active: appUser.active });
  return user;
}

export async function listOperators(db: Executor): Promise<OperatorRecord[]> {
  return db
    .select({ username: appUser.username, name: appUser.name, active: appUser.active })
    .from(appUser)
    .where(eq(appUser.operator, true))
    .orderBy(asc(sql`lower(${appUser.username})`));
}
