import { newPassword } from '@hesab/contract';

/** What is wrong with a new password and its repetition, as the form says it before the server would. */
export function newPasswordProblem(password: string, repeat: string): 'short' | 'differ' | null {
  if (!newPassword.safeParse(password).success) return 'short';
  return password === repeat ? null : 'differ';
}
