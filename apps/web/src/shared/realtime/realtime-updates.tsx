import { realtimeCloseCodes, realtimeMessage, realtimePath, settingsEventKind, stockMovingKinds, type BusinessEvent } from '@hesab/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readAppKey, readToken } from '../api/session-store.ts';
import { tellBusinessEvent } from './business-events.ts';

/** Reconnecting waits this long after a drop, doubling up to the last, so a server restart is not hammered. */
const retryDelaysMs = [1000, 2000, 5000, 10_000, 30_000];

/** What an event makes stale: the lists and forms of its kind, where it moves stock the product lists, and the session's data after a settings change. */
function refresh(queryClient: QueryClient, event: BusinessEvent): void {
  // Settings change the init data and the permissions' config flags every screen reads (issue 20).
  if (event.kind === settingsEventKind) void queryClient.invalidateQueries({ queryKey: ['session'] });
  void queryClient.invalidateQueries({ queryKey: ['documents', event.kind] });
  if (stockMovingKinds.has(event.kind)) void queryClient.invalidateQueries({ queryKey: ['resource', 'products'] });
}

/**
 * The realtime channel of a logged-in user (issue 19): open screens refresh when their business changes elsewhere,
 * without a reload. It reconnects after a drop and then refreshes everything, for what it missed meanwhile; a
 * channel the server closes for the session itself (logged out, no longer a member) is not reopened.
 */
export function RealtimeUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let socket: WebSocket | undefined;
    let retries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      const token = readToken();
      const domain = readAppKey();
      if (!token || !domain) return;
      const url = new URL(realtimePath, window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      socket = new WebSocket(url);
      socket.addEventListener('open', () => socket?.send(JSON.stringify({ token, domain })));
      socket.addEventListener('message', (message) => {
        const parsed = realtimeMessage.safeParse(readJson(String(message.data)));
        if (!parsed.success) return;
        if (parsed.data.type === 'ready') {
          if (retries > 0) void queryClient.invalidateQueries();
          retries = 0;
          return;
        }
        refresh(queryClient, parsed.data.event);
        tellBusinessEvent(parsed.data.event);
      });
      socket.addEventListener('close', (closed) => {
        const refused = closed.code === realtimeCloseCodes.unauthenticated || closed.code === realtimeCloseCodes.noBusinessAccess;
        if (stopped || refused) return;
        timer = setTimeout(connect, retryDelaysMs[Math.min(retries, retryDelaysMs.length - 1)]);
        retries += 1;
      });
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [queryClient]);
  return null;
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
