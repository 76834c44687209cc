import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { realtimeCloseCodes, realtimeHello, type BusinessEvent, type RealtimeMessage } from '@hesab/contract';
import type { AccessCache } from '../../http/access-cache.ts';
import type { Member } from '../tenancy/index.ts';
import type { BusinessEvents } from './business-events.ts';
import type { EventAudience } from './event-audience.ts';

/** How long a new channel may take to say who it is. */
const helloTimeoutMs = 10_000;
/** How often an open channel checks that its token and membership still stand (a logout, a removed member). */
const recheckMs = 30_000;
/** WebSocket's close code for a server fault (the database unreachable while checking the hello). */
const internalError = 1011;

const send = (socket: WebSocket, message: RealtimeMessage) => socket.send(JSON.stringify(message));

/**
 * `GET realtime` (a WebSocket, issue 19): after a hello naming its token and business, the channel carries the
 * events of that business its member may hear of. The upgrade itself is open; the hello is checked as every
 * request's headers are, and the channel closes when they no longer stand.
 */
export function registerRealtimeRoutes(app: FastifyInstance, access: AccessCache, events: BusinessEvents, audience: EventAudience): void {
  const standing = async (token: string, domain: string): Promise<Member | number> => {
    const user = await access.user(token);
    if (!user) return realtimeCloseCodes.unauthenticated;
    return (await access.member(domain, user.userId)) ?? realtimeCloseCodes.noBusinessAccess;
  };

  app.get('/realtime', { websocket: true, config: { access: 'public' }, schema: { tags: ['session'], hide: true } }, (socket) => {
    let stop = (): void => undefined;
    const helloTimer = setTimeout(() => socket.close(realtimeCloseCodes.unauthenticated), helloTimeoutMs);
    socket.once('message', (data) => {
      clearTimeout(helloTimer);
      const hello = realtimeHello.safeParse(safeJson(String(data)));
      if (!hello.success) {
        socket.close(realtimeCloseCodes.unauthenticated);
        return;
      }
      const { token, domain } = hello.data;
      standing(token, domain).then((first) => {
        if (typeof first === 'number') {
          socket.close(first);
          return;
        }
        let member = first;
        const unhear = events.hear(member.businessId, (event: BusinessEvent) => {
          if (audience(member, event)) send(socket, { type: 'event', event });
        });
        const recheck = setInterval(() => {
          standing(token, domain).then((now) => {
            if (typeof now === 'number') socket.close(now);
            else member = now;
          }, () => undefined);
        }, recheckMs);
        stop = () => {
          unhear();
          clearInterval(recheck);
        };
        if (socket.readyState === socket.OPEN) send(socket, { type: 'ready' });
        else stop();
      }, () => socket.close(internalError));
    });
    socket.on('close', () => {
      clearTimeout(helloTimer);
      stop();
    });
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
