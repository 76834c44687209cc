import type { AddressInfo } from 'node:net';
import { pageSize, sessionHeaders } from '@hesab/contract';
import type { FastifyRequest } from 'fastify';
import { ClientError, ServiceUnavailableError } from '../../http/errors.ts';
import { bearerToken } from '../auth/index.ts';
import type { DocumentPrinter } from '../documents/index.ts';
import type { PagePrinter } from './page-printer.ts';

/** Where this server answers itself: its first listening address, an any-address as the loopback. */
function ownOrigin(request: FastifyRequest): string {
  const address: AddressInfo | string | undefined = request.server.addresses()[0];
  if (!address || typeof address === 'string') throw new ServiceUnavailableError('printer-failed');
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '[::1]' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${String(address.port)}`;
}

/**
 * Documents' PDFs printed from the web app this server serves, as the caller would see the print page: with their
 * session, in their language. Without the built web app there is no page to print (503 naming the build).
 */
export function documentPrinter(printer: PagePrinter, webApp: boolean): DocumentPrinter {
  return async (request, page) => {
    if (!webApp) throw new ServiceUnavailableError('web-app-missing');
    const token = bearerToken(request.headers[sessionHeaders.authorization]);
    const appKey = request.headers[sessionHeaders.domain];
    // A public page (a shared invoice) is printed as its visitor sees it, with no session at all.
    const session = page.public ? null : token && typeof appKey === 'string' ? { token, appKey } : undefined;
    if (session === undefined) throw new ServiceUnavailableError('printer-failed');
    try {
      return await printer.pdf({ origin: ownOrigin(request), path: page.path, session, paper: pageSize(page.settings), ready: page.ready, timeoutMs: page.timeoutMs });
    } catch (error) {
      if (error instanceof ClientError) throw error;
      // A page that did not draw in time, or a browser that died: logged, and answered as a PDF not made.
      request.log.error({ err: error, page: page.path }, 'printing a PDF failed');
      throw new ServiceUnavailableError('printer-failed');
    }
  };
}
