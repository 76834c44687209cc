import type { PasswordResetRequest } from '@hesab/contract';
import type { Database } from '@hesab/db';
import { TooManyRequestsError } from '../../http/errors.ts';
import { admitLoginAttempt, recordLoginSuccess } from '../auth/index.ts';

/**
 * A reset try counts as a login try until it succeeds: an address guessing codes is stopped as one guessing
 * passwords is, and so is the account it names. A code sent without saying whose is counted on one account for
 * every such try: it can only be guessed against every live code at once, so those guesses are slowed together.
 */
export async function admitResetTry(db: Database, ip: string, body: PasswordResetRequest): Promise<number> {
  const account = body.token !== undefined ? '#reset-link' : (body.mobile ?? body.username ?? '#reset-code');
  const admission = await admitLoginAttempt(db, { ip, username: account });
  if (!admission.admitted) {
    if (admission.reason === 'address') throw new TooManyRequestsError('too-many-login-attempts');
    throw new TooManyRequestsError('login-wait', { seconds: admission.waitSeconds });
  }
  return admission.attemptId;
}

export async function resetTried(db: Database, attemptId: number): Promise<void> {
  await recordLoginSuccess(db, attemptId);
}
