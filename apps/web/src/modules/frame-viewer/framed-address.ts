/** What the ov route makes of its `url`: nothing given, an address outside the allowed origins, or one to frame. */
export type FramedAddress = { kind: 'missing' } | { kind: 'refused'; host: string } | { kind: 'framed'; url: URL };

/** An http(s) address whose origin is one of `origins`, exactly; anything else (another scheme, host or port) is refused. */
export function framedAddress(given: string | null, origins: readonly string[]): FramedAddress {
  if (!given) return { kind: 'missing' };
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    return { kind: 'refused', host: given };
  }
  const web = url.protocol === 'https:' || url.protocol === 'http:';
  if (!web || !origins.includes(url.origin)) return { kind: 'refused', host: web ? url.host : given };
  return { kind: 'framed', url };
}
