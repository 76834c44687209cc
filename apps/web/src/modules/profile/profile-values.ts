import type { ProfileResponse, ProfileUpdate } from '@hesab/contract';
import type { Language } from '@hesab/i18n';

export interface ProfileValues {
  name: string;
  lang: Language;
  /** where a forgotten password's link goes; empty for none */
  email: string;
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

/** The contract's minimum length of a new password (profileUpdate). */
export const minPasswordLength = 8;

export function initialValues(profile: Pick<ProfileResponse, 'name' | 'lang' | 'email'>): ProfileValues {
  return { name: profile.name, lang: profile.lang, email: profile.email ?? '', currentPassword: '', password: '', passwordConfirmation: '' };
}

function changesPassword(values: ProfileValues): boolean {
  return values.currentPassword !== '' || values.password !== '' || values.passwordConfirmation !== '';
}

export function isDirty(values: ProfileValues, saved: ProfileValues): boolean {
  return values.name !== saved.name || values.lang !== saved.lang || values.email !== saved.email || changesPassword(values);
}

/** Error keys (i18n) by field; the server checks the same rules again. */
export function validate(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  if (values.name.trim() === '') errors.name = 'common.required';
  if (values.email.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = 'profile.invalidEmail';
  if (!changesPassword(values)) return errors;
  if (values.currentPassword === '') errors.currentPassword = 'profile.currentPasswordRequired';
  if (values.password.length < minPasswordLength) errors.password = 'profile.passwordTooShort';
  else if (values.password !== values.passwordConfirmation) errors.passwordConfirmation = 'profile.passwordsDoNotMatch';
  return errors;
}

export function toUpdate(values: ProfileValues): ProfileUpdate {
  const update: ProfileUpdate = { name: values.name.trim(), lang: values.lang, email: values.email.trim() };
  if (!changesPassword(values)) return update;
  return {
    ...update,
    currentPassword: values.currentPassword,
    password: values.password,
    passwordConfirmation: values.passwordConfirmation,
  };
}
