/*
 * What the log keeps of a request's address: the path and query without the secrets some carry, which anyone who
 * reads the log could otherwise use. A shared invoice's token and a file link's signature sit in the path; an
 * e-mailed reset link's token (and any other token or code) in the query.
 */

const hidden = '…';

/** Path segments that are secrets: the share token of a public invoice, a signed file link's signature. */
const secretPaths: readonly RegExp[] = [/^(\/api(?:\/v1)?\/public\/invoice\/)[^/?]+/, /^(\/pi\/)[^/?]+/, /^(\/api(?:\/v1)?\/files\/\d+\/\d+\/\d+\/)[^/?]+/];

/** Query parameters whose values are secrets, in any letter case. */
const secretParameters = new Set(['token', 'access_token', 'code', 'signature', 'password', 'authority']);

export function loggedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt < 0 ? url : url.slice(0, queryAt);
  for (const secret of secretPaths) path = path.replace(secret, `$1${hidden}`);
  if (queryAt < 0) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return secretParameters.has(decodeURIComponentSafely(name).toLowerCase()) ? `${name}=${hidden}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function decodeURIComponentSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Headers never written to the log, wherever an object logged carries them. */
export const redactedLogPaths = ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie', '*.headers.authorization', '*.headers.cookie'];
