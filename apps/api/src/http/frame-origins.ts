import type { FastifyInstance } from 'fastify';
import { frameOriginsBody } from '@hesab/contract';

/**
 * FRAME_ORIGINS: the comma-separated origins (`https://host[:port]`) whose pages the `ov` route may show in a frame.
 * Nothing else is framed: the security policy's frame-src names these alone.
 */
export function frameOrigins(value: string | undefined): readonly string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const wrong = entries.filter((entry) => {
    try {
      const url = new URL(entry);
      const host = /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i.test(url.hostname);
      return (url.protocol !== 'https:' && url.protocol !== 'http:') || !host || url.origin !== entry.replace(/\/$/, '');
    } catch {
      return true;
    }
  });
  if (wrong.length > 0) throw new Error(`FRAME_ORIGINS must list origins such as https://example.com, got "${wrong.join(', ')}"`);
  return entries.map((entry) => new URL(entry).origin);
}

/** `GET frames`: the origins the `ov` page may frame, so it refuses another address before the browser does. */
export function registerFrameOrigins(app: FastifyInstance, origins: readonly string[]): void {
  app.get('/frames', { config: { access: 'member' }, schema: { tags: ['session'], response: { 200: frameOriginsBody } } }, () => ({ data: [...origins] }));
}
