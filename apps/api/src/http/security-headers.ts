import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

type Directives = Record<string, string[]>;

/**
 * The policy the web app runs under: its own scripts only, never inline. MUI's styling (emotion) writes <style>
 * elements at run time, so styles allow 'unsafe-inline'; images may be data: and blob: URLs (barcodes, QR codes,
 * previews of a chosen file). Nobody may frame the app: printing prints the page itself; the app frames only the
 * origins configured for its ov route.
 */
function appDirectives(behindTls: boolean, frameOrigins: readonly string[]): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    // The till's local print agent (scripts/print-agent) listens on its loopback address.
    'connect-src': ["'self'", 'ws://127.0.0.1:*', 'ws://localhost:*'],
    'font-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // What the ov route shows in its frame: the configured origins (FRAME_ORIGINS) alone.
    'frame-src': frameOrigins.length > 0 ? [...frameOrigins] : ["'none'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    // Chrome shows a PDF (an attachment, or a chosen file's blob: preview, which inherits this policy) through a
    // plugin that object-src governs; 'none' would leave the preview blank.
    'object-src': ["'self'", 'blob:'],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Only behind TLS: on plain http (npm start, a LAN address) it would send every request to an https that is not there.
    ...(behindTls ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every answer (API, web app, documentation, errors). HSTS only when `behindTls` (TRUST_PROXY):
 * a browser that saw it could not reach a server on plain http any more.
 */
export async function registerSecurityHeaders(server: FastifyInstance, options: { behindTls: boolean; frameOrigins: readonly string[] }): Promise<void> {
  await server.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: appDirectives(options.behindTls, options.frameOrigins) },
    strictTransportSecurity: options.behindTls ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
}
