import { useSyncExternalStore } from 'react';
import { storageKeys } from '../api/session-store.ts';

/*
 * The local print agent (`npm run print-agent` on the till's computer, README "Local print agent"): paired once with
 * its address and the code it shows, kept in this browser's storage; documents sent to it print without a dialog.
 * The queue is this tab's (kept in its session storage, so a reload still shows it): what waits for the agent, what
 * it is printing, what it printed or failed to. A document's HTML is kept in memory only, until it is sent.
 */

export interface AgentPairing {
  /** ws://127.0.0.1:17310 */
  address: string;
  code: string;
}

export type PrintJobStatus = 'waiting' | 'printing' | 'printed' | 'failed';

export interface QueuedPrint {
  id: string;
  title: string;
  status: PrintJobStatus;
  error: string | null;
  /** when it was queued (epoch milliseconds) */
  at: number;
}

/** Where the agent connection stands: none paired, connecting, paired, or the agent unreachable or refusing the code. */
export type AgentState = 'unpaired' | 'connecting' | 'paired' | 'offline' | 'refused';

interface Snapshot {
  pairing: AgentPairing | null;
  state: AgentState;
  jobs: readonly QueuedPrint[];
}

/** Where the tab keeps its queue (no HTML in it). */
const queueKey = 'printQueue';

function storedJobs(): QueuedPrint[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(queueKey) ?? '[]');
    return Array.isArray(value) ? (value as QueuedPrint[]) : [];
  } catch {
    return [];
  }
}

/** The agent's close code for a wrong pairing code (scripts/print-agent/agent.ts). */
const refusedCode = 4001;
const connectTimeoutMs = 10_000;
/** The queue keeps this many finished documents to show. */
const keptJobs = 50;

function storedPairing(): AgentPairing | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKeys.printAgent) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { address, code } = value as Record<string, unknown>;
    return typeof address === 'string' && typeof code === 'string' ? { address, code } : null;
  } catch {
    return null;
  }
}

class PrintAgentConnection {
  private snapshot: Snapshot = { pairing: storedPairing(), state: storedPairing() ? 'offline' : 'unpaired', jobs: storedJobs() };
  private readonly listeners = new Set<() => void>();
  private socket: WebSocket | null = null;
  /** what waits to be sent: the documents' HTML, by job id */
  private readonly outbox = new Map<string, { title: string; html: string; paper?: { width: number; height: number } }>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  read = () => this.snapshot;

  private set(change: Partial<Snapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    if (change.jobs) sessionStorage.setItem(queueKey, JSON.stringify(change.jobs));
    for (const listener of this.listeners) listener();
  }

  private setJob(id: string, status: PrintJobStatus, error: string | null = null) {
    this.set({ jobs: this.snapshot.jobs.map((job) => (job.id === id ? { ...job, status, error } : job)) });
  }

  /** Pairs with the agent at `address`: resolves once it takes the code (and keeps the pairing), rejects otherwise. */
  pair(pairing: AgentPairing): Promise<void> {
    this.socket?.close();
    this.socket = null;
    return new Promise((resolve, reject) => {
      this.connect(pairing, () => {
        localStorage.setItem(storageKeys.printAgent, JSON.stringify(pairing));
        this.set({ pairing });
        resolve();
      }, reject);
    });
  }

  unpair() {
    localStorage.removeItem(storageKeys.printAgent);
    this.socket?.close();
    this.socket = null;
    this.set({ pairing: null, state: 'unpaired' });
  }

  /** Connects with the kept pairing where none is open. */
  reconnect() {
    const { pairing } = this.snapshot;
    if (pairing && !this.socket) this.connect(pairing, () => undefined, () => undefined);
  }

  isPaired = () => this.snapshot.pairing !== null;

  /** Queues a document for the agent; it is sent now where the agent is connected, else once it is. */
  print(document: { title: string; html: string; paper?: { width: number; height: number } }) {
    const id = crypto.randomUUID();
    this.outbox.set(id, document);
    this.set({ jobs: [{ id, title: document.title, status: 'waiting' as const, error: null, at: Date.now() }, ...this.snapshot.jobs].slice(0, keptJobs) });
    if (this.snapshot.state === 'paired') this.flush();
    else this.reconnect();
  }

  private flush() {
    for (const [id, document] of this.outbox) {
      this.socket?.send(JSON.stringify({ type: 'print', id, ...document }));
      this.outbox.delete(id);
    }
  }

  private connect(pairing: AgentPairing, onPaired: () => void, onFailed: (reason: Error) => void) {
    let socket: WebSocket;
    try {
      socket = new WebSocket(pairing.address);
    } catch (error) {
      this.set({ state: 'offline' });
      onFailed(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    this.socket = socket;
    let paired = false;
    this.set({ state: 'connecting' });
    // A connection the browser blocks (a page policy) neither opens nor closes: given up after a while.
    const giveUp = setTimeout(() => {
      if (!paired) socket.close();
    }, connectTimeoutMs);
    socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'pair', code: pairing.code })));
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { type: string; id?: string; status?: PrintJobStatus; error?: string };
      if (message.type === 'paired') {
        paired = true;
        this.set({ state: 'paired' });
        onPaired();
        this.flush();
      } else if (message.type === 'status' && message.id && message.status) this.setJob(message.id, message.status, message.error ?? null);
    });
    socket.addEventListener('close', (event) => {
      clearTimeout(giveUp);
      if (this.socket === socket) this.socket = null;
      else return;
      this.set({ state: event.code === refusedCode ? 'refused' : 'offline' });
      if (!paired) onFailed(new Error(event.code === refusedCode ? 'refused' : 'unreachable'));
    });
  }
}

export const printAgent = new PrintAgentConnection();

export function usePrintAgent(): Snapshot {
  return useSyncExternalStore(printAgent.subscribe, printAgent.read);
}

/**
 * A drawn document as a page of its own for the agent: its markup with the style rules the page holds (emotion writes
 * them as rules, not text, in a production build), addresses resolved against this app so its fonts load.
 */
export function documentHtml(sheet: Document): string {
  const rules = [...sheet.styleSheets].flatMap((styleSheet) => [...styleSheet.cssRules].map((rule) => rule.cssText)).join('\n');
  const root = sheet.documentElement;
  const base = `<base href="${window.location.origin}/">`;
  return `<!doctype html><html dir="${root.dir}" lang="${root.lang}"><head><meta charset="utf-8">${base}<style>${rules}</style></head><body>${sheet.body.innerHTML}</body></html>`;
}
