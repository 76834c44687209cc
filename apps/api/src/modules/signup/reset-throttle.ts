import type { PasswordResetRequest } from '@hesab/contract';
import type { Database } from '@hesab/db';
import { admitLoginAttempt, loginRefusal, recordLoginSuccess } from '../auth/index.ts';

/**
 * A reset try counts as a login try until it succeeds: an address guessing codes is stopped as one guessing
 * passwords is, and so is the account it names. A code sent without saying whose is counted on one account for
 * every such try: it can only be guessed against every live code at once, so those guesses are slowed together.
 */
export async function admitResetTry(db: Database, ip: string, body: PasswordResetRequest): Promise<number> {
  const account = body.token !== undefined ? '#reset-link' : (body.mobile ?? body.username ?? '#reset-code');
  const admission = await admitLoginAttempt(db, { ip, username: account });
  if (!admission.admitted) throw loginRefusal(admission);
  return admission.attemptId;
}

export async function resetTried(db: Database, attemptId: number): Promise<void> {
  await recordLoginSuccess(db, attemptId);
}
