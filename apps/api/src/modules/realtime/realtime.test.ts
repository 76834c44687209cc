import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { realtimeCloseCodes, type BusinessEvent, type RealtimeMessage } from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import { addMember, ApiClient, createTestBusiness, mainYearRange, type TestBusiness } from '../../../test/http-client.ts';
import { spreadsheetClient } from '../../../test/imports.ts';
import { buildApp, type App } from '../../app.ts';

/* The realtime channel (issue 19): a change made through one API process reaches a channel open on another, through
   the database's NOTIFY; a channel hears only its own business, and only what its member may view. */

/** A channel opened as the web opens it: the hello first, then the events as they come. */
class Channel {
  readonly events: BusinessEvent[] = [];
  private readonly socket: WebSocket;
  private readonly waiting = new Set<() => void>();
  closedWith: number | undefined;

  constructor(baseUrl: string, hello: { token: string | null; domain: string | null } | string) {
    this.socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/v1/realtime`);
    this.socket.on('open', () => this.socket.send(typeof hello === 'string' ? hello : JSON.stringify(hello)));
    this.socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as RealtimeMessage;
      if (message.type === 'event') this.events.push(message.event);
      if (message.type === 'ready') this.ready = true;
      this.wake();
    });
    this.socket.on('close', (code) => {
      this.closedWith = code;
      this.wake();
    });
  }

  ready = false;

  /** Waits until `done` holds, failing after a second: the bound for an event to arrive. */
  async until(done: () => boolean, what: string): Promise<void> {
    const started = Date.now();
    while (!done()) {
      if (Date.now() - started > 1000) throw new Error(`no ${what} within a second`);
      await new Promise<void>((resolve) => {
        this.waiting.add(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  close(): void {
    this.socket.close();
  }

  private wake(): void {
    for (const resolve of this.waiting) resolve();
    this.waiting.clear();
  }
}

describeEachEngine('the realtime channel', (connection) => {
  // Two API processes on one database, as behind a load balancer.
  let first: App;
  let second: App;
  const urls = { first: '', second: '' };
  let biz: TestBusiness;
  let other: TestBusiness;
  let owner: ApiClient;
  let stranger: ApiClient;
  let day: string;
  let warehouse: number;
  let buyer: number;
  let service: number;
  const channels: Channel[] = [];

  const open = async (url: string, as: ApiClient) => {
    const channel = new Channel(url, { token: as.token, domain: as.appKey });
    channels.push(channel);
    await channel.until(() => channel.ready, 'ready');
    return channel;
  };
  const sale = async (as: ApiClient, type = 'sell') => {
    const reply = await as.post<{ data: { id: number } }>('/api/v1/invoice', { type, date: day, entrepot: warehouse, person: buyer, rows: [{ product: service, count: '1', fee: '1000' }] });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.id;
  };

  beforeAll(async () => {
    const options = { db: connection().db, listen: connection().listen, logLevel: 'silent' };
    first = await buildApp(options);
    second = await buildApp(options);
    urls.first = await first.server.listen({ port: 0, host: '127.0.0.1' });
    urls.second = await second.server.listen({ port: 0, host: '127.0.0.1' });
    biz = await createTestBusiness(connection().db, 'Realtime');
    other = await createTestBusiness(connection().db, 'Realtime elsewhere');
    owner = await new ApiClient(urls.second).login(biz.ownerUsername, biz.ownerPassword);
    stranger = await new ApiClient(urls.second).login(other.ownerUsername, other.ownerPassword);
    day = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
    const idOf = async (path: string, body: Record<string, unknown>) => (await owner.post<{ data: { id: number } }>(`/api/v1/${path}`, body)).body.data.id;
    warehouse = await idOf('entrepot', { name: 'انبار فروشگاه' });
    buyer = await idOf('customer', { firstname: 'مشتری', lastname: 'نقدی' });
    service = await idOf('products', { type: 'service', name: 'بسته‌بندی', taxPercent: '0' });
  });
  afterAll(async () => {
    for (const channel of channels) channel.close();
    await first.server.close();
    await second.server.close();
  });

  it('a sale made through one process reaches a channel open on the other within a second', async () => {
    const channel = await open(urls.first, owner);
    const id = await sale(owner);
    await channel.until(() => channel.events.some((event) => event.id === id), 'event');
    expect(channel.events.find((event) => event.id === id)).toEqual({ kind: 'invoice', action: 'created', id, variant: 'sell' });
    const removed = await owner.call('DELETE', `/api/v1/invoice/${String(id)}`);
    expect(removed.status).toBe(200);
    await channel.until(() => channel.events.some((event) => event.id === id && event.action === 'removed'), 'removal');
  });

  it('another business never hears of it, and hears its own', async () => {
    const outsider = await open(urls.first, stranger);
    const ours = await open(urls.first, owner);
    const id = await sale(owner);
    await ours.until(() => ours.events.some((event) => event.id === id), 'event');
    expect(outsider.events).toEqual([]);
  });

  it('a member hears only of the variants they may view: a seller not of purchases', async () => {
    const username = `rt-seller-${String(biz.businessId)}`;
    await addMember(connection().db, biz.businessId, { username, password: 'seller-password-1', permissions: ['Sell', 'SellList'] });
    const seller = await new ApiClient(urls.first).login(username, 'seller-password-1');
    const channel = await open(urls.second, seller);
    const purchase = await sale(owner, 'purchase');
    const sold = await sale(owner);
    await channel.until(() => channel.events.some((event) => event.id === sold), 'sale');
    expect(channel.events.map((event) => event.id)).not.toContain(purchase);
  });

  it('a file of documents imported is heard of once, as a change of their kind', async () => {
    const { download, imported } = spreadsheetClient(() => urls.second);
    const channel = await open(urls.first, owner);
    const done = await imported(owner, 'accountingDocument', await download(owner, 'import/sample?type=accountingDocument'));
    expect(done.status).toBe('done');
    await channel.until(() => channel.events.some((event) => event.kind === 'accounting'), 'import');
    expect(channel.events.filter((event) => event.kind === 'accounting')).toEqual([{ kind: 'accounting', action: 'changed' }]);
  });

  it('a hello without a valid token, or for a business the user is not in, closes the channel', async () => {
    const forged = new Channel(urls.first, { token: 'not-a-token', domain: owner.appKey });
    const elsewhere = new Channel(urls.first, { token: stranger.token, domain: owner.appKey });
    const garbled = new Channel(urls.first, 'hello?');
    channels.push(forged, elsewhere, garbled);
    await forged.until(() => forged.closedWith !== undefined, 'close');
    await elsewhere.until(() => elsewhere.closedWith !== undefined, 'close');
    await garbled.until(() => garbled.closedWith !== undefined, 'close');
    expect([forged.closedWith, elsewhere.closedWith, garbled.closedWith]).toEqual([
      realtimeCloseCodes.unauthenticated,
      realtimeCloseCodes.noBusinessAccess,
      realtimeCloseCodes.unauthenticated,
    ]);
    expect([forged.ready, elsewhere.ready, garbled.ready]).toEqual([false, false, false]);
  });
});
