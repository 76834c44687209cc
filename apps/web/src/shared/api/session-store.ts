/** Browser storage keys shared with the rest of the product (and the browser tests). */
export const storageKeys = {
  token: 'token',
  appKey: 'appKey',
  tabs: 'tabs',
  lang: 'lang',
  lastPath: 'lastPath',
  /** the label stock and fields last printed with: the printer's, not the user's */
  labels: 'labels',
  /** the print dialog's settings per document kind (issue 18): the printer's too */
  print: 'print',
  /** each business's till setup on this device (issue 19): the counter's, not the user's */
  cashierSetup: 'cashierSetup',
  /** the local print agent this device is paired with: the till's, not the user's */
  printAgent: 'printAgent',
} as const;

/** Logout keeps these: the business key, the open tabs, the chosen language, the label printer's stock, the print settings, the till's setup and its print agent. */
const keptOnLogout: readonly string[] = [storageKeys.appKey, storageKeys.tabs, storageKeys.lang, storageKeys.labels, storageKeys.print, storageKeys.cashierSetup, storageKeys.printAgent];

export function readToken(): string | null {
  return localStorage.getItem(storageKeys.token);
}

export function readAppKey(): string | null {
  return localStorage.getItem(storageKeys.appKey);
}

export function isLoggedIn(): boolean {
  return readToken() !== null;
}

export function saveSession(token: string, appKey: string): void {
  localStorage.setItem(storageKeys.token, token);
  localStorage.setItem(storageKeys.appKey, appKey);
}

/** A login with no business yet (just signed up): its token alone, until a business is made or chosen. */
export function saveToken(token: string): void {
  localStorage.setItem(storageKeys.token, token);
  localStorage.removeItem(storageKeys.appKey);
}

/** Works in another of the user's businesses from now on: the same login, another `domain`. */
export function chooseBusiness(appKey: string): void {
  localStorage.setItem(storageKeys.appKey, appKey);
}

export function clearSessionOnLogout(): void {
  const doomed: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key !== null && !keptOnLogout.includes(key)) doomed.push(key);
  }
  for (const key of doomed) localStorage.removeItem(key);
}

/** Session storage, so the path survives the logout that clears local storage but not the browser tab. */
export function rememberLastPath(path: string): void {
  sessionStorage.setItem(storageKeys.lastPath, path);
}

export function takeLastPath(): string | null {
  const path = sessionStorage.getItem(storageKeys.lastPath);
  sessionStorage.removeItem(storageKeys.lastPath);
  return path;
}
