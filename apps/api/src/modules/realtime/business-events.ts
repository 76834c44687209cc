import { sql } from 'drizzle-orm';
import type { BusinessEvent } from '@hesab/contract';
import type { Database, Listen, Unlisten } from '@hesab/db';

/** The PostgreSQL channel every process of the API listens on. */
const channel = 'hesab_business_events';

type Hearer = (event: BusinessEvent) => void;

/** Where an announcement that could not be sent is reported (the server's log). */
export type EventFailure = (error: unknown) => void;

/**
 * What changed in each business, told to whoever listens for it in any process of the API: an announcement is a
 * NOTIFY on the database, which every process LISTENs to (PGlite delivers its own), so processes behind a load
 * balancer behave as one. Without `listen` (a test's app) announcements stay in this process.
 */
export class BusinessEvents {
  private readonly hearers = new Map<number, Set<Hearer>>();
  private unlisten: Unlisten | undefined;

  constructor(
    private readonly db: Database,
    private readonly listen: Listen | undefined,
    private readonly failed: EventFailure,
  ) {}

  async start(): Promise<void> {
    if (this.listen) this.unlisten = await this.listen(channel, (payload) => this.received(payload));
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  /**
   * Tells the business's listeners, once what changed is committed. A failure is reported, never thrown: the write
   * it follows has succeeded, and a screen that misses an event refreshes when it next reconnects.
   */
  announce(businessId: number, event: BusinessEvent): void {
    if (!this.listen) {
      this.deliver(businessId, event);
      return;
    }
    const payload = JSON.stringify({ businessId, event });
    this.db.execute(sql`select pg_notify(${channel}, ${payload})`).catch(this.failed);
  }

  /** Hears the business's events until the answer is called. */
  hear(businessId: number, hearer: Hearer): () => void {
    let own = this.hearers.get(businessId);
    if (!own) {
      own = new Set();
      this.hearers.set(businessId, own);
    }
    own.add(hearer);
    return () => {
      own.delete(hearer);
      if (own.size === 0) this.hearers.delete(businessId);
    };
  }

  private received(payload: string): void {
    try {
      const { businessId, event } = JSON.parse(payload) as { businessId: number; event: BusinessEvent };
      this.deliver(businessId, event);
    } catch (error) {
      this.failed(error);
    }
  }

  private deliver(businessId: number, event: BusinessEvent): void {
    for (const hearer of this.hearers.get(businessId) ?? []) hearer(event);
  }
}
