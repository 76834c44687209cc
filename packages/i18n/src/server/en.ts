/** Messages the server sends, in English. Keys are the spec's message names where it gives one. */
export const en = {
  'wrong-credentials': 'The username or password is wrong.',
  'too-many-login-attempts': 'Too many failed logins. Try again in a minute.',
  unauthenticated: 'Please log in again.',
  forbidden: 'Access to this page is not allowed.',
  'no-business-access': 'You are not a member of this business.',
  'not-found': 'Data not found.',
  'route-not-found': 'This address does not exist.',
  'is-required': 'This field is required.',
  'invalid-value': 'This value is not valid.',
  'too-short': 'Must be at least {{min}} characters.',
  'too-long': 'Must be at most {{max}} characters.',
  'too-small': 'Must be at least {{min}}.',
  'too-big': 'Must be at most {{max}}.',
  'invalid-email': 'Enter a correct email address.',
  'invalid-fields': 'Some fields are not valid.',
  'passwords-do-not-match': 'The password and its repetition do not match.',
  'wrong-current-password': 'The current password is wrong.',
  'account-inactive': 'Your account is inactive.',
  'server-error': 'Transaction failed, try again.',
  'logged-out': 'You have logged out.',
  saved: 'Saved.',
  registered: 'Registered.',
} as const;

export type ServerMessageKey = keyof typeof en;
