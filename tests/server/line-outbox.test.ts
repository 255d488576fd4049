import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../contract/index.ts';
import { NOT_A_FRIEND } from '../../server/line/fake-line.ts';
import { enqueueOrderNews } from '../../server/line/outbox.ts';
import { backoffMs, createLineWorker } from '../../server/line/worker.ts';
import { SEED_SHOPS } from '../../server/seed/identities.ts';
import { lockOrder, lockPayments, moveOrder } from '../../server/services/order-state.ts';
import { startServer } from './harness.ts';
import { LINKS, later, outbox, placeOrder, suiteLineServer } from './line-harness.ts';

/*
 * The LINE outbox under failure (docs/line-messaging.md): LINE's 5xx, 429 with Retry-After and
 * 400 for a user who is not a friend; retries that run out; two workers on one outbox; a change
 * rolled back takes its message with it.
 */

const { server, line } = suiteLineServer();
const shopUser = SEED_SHOPS[0].lineUserId;
beforeEach(async () => {
  // Each test starts with an empty outbox and a fresh fake.
  await server.db.query(`UPDATE line_outbox SET status = 'skipped' WHERE status = 'pending'`);
  line.fake.clear();
  server.clock.offsetMs = 0;
});

const requestsFor = (retryKey: string) => line.fake.requests.filter((r) => r.retryKey === retryKey);

describe('delivery under failure', () => {
  it('a 5xx is tried again after the backoff, with the same retry key, and then sent once', async () => {
    const order = await placeOrder(server, server.token);
    const worker = line.worker();
    line.fake.failNext({ status: 500 }, { status: 503 });
    expect(await worker.runOnce()).toBe(1);
    let [row] = await outbox(server.db, order.order_id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_status: 500 });
    // Not due before its backoff (1 s base here, +-20%).
    expect(await worker.runOnce()).toBe(0);
    later(server, 1300);
    await worker.runOnce();
    [row] = await outbox(server.db, order.order_id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2, last_status: 503 });
    later(server, 2500);
    await worker.runOnce();
    [row] = await outbox(server.db, order.order_id);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, last_status: 200, last_error: null });
    const key = row?.retry_key ?? '';
    expect(requestsFor(key).map((r) => r.status)).toEqual([500, 503, 200]);
    expect(line.fake.delivered.filter((d) => d.retryKey === key)).toHaveLength(1);
  });

  it("a 429 waits for LINE's Retry-After, pauses the worker, and is not counted as an attempt", async () => {
    const first = await placeOrder(server, server.token);
    const second = await placeOrder(server, server.token);
    const worker = line.worker();
    line.fake.failNext({
      status: 429,
      retryAfterSeconds: 30,
      message: 'The API rate limit has been exceeded.',
    });
    const started = server.clock.now().getTime();
    await worker.runOnce();
    const rows = [
      ...(await outbox(server.db, first.order_id)),
      ...(await outbox(server.db, second.order_id)),
    ];
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ]);
    expect(rows[0]?.last_status).toBe(429);
    // The first waits 30 s; the second was given back for after the pause, unsent.
    for (const row of rows) expect(row.next_attempt_at.getTime() - started).toBeGreaterThanOrEqual(29_000);
    expect(line.fake.requests).toHaveLength(1);
    later(server, 10_000);
    expect(await worker.runOnce()).toBe(0);
    expect(line.fake.requests).toHaveLength(1);
    later(server, 21_000);
    expect(await worker.runOnce()).toBe(2);
    const after = [
      ...(await outbox(server.db, first.order_id)),
      ...(await outbox(server.db, second.order_id)),
    ];
    expect(after.map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(line.fake.delivered).toHaveLength(2);
  });

  it('a 400 for a user who is not a friend (or has blocked the account) is recorded once, never retried', async () => {
    line.fake.notFriends.add(shopUser);
    const order = await placeOrder(server, server.token);
    const worker = line.worker();
    await worker.runOnce();
    const [row] = await outbox(server.db, order.order_id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, last_status: 400 });
    expect(row?.last_error).toContain(NOT_A_FRIEND);
    later(server, 24 * 3_600_000);
    expect(await worker.runOnce()).toBe(0);
    expect(requestsFor(row?.retry_key ?? '')).toHaveLength(1);
    expect(line.fake.delivered).toHaveLength(0);
  });

  it('5xx after 5xx: failed once the attempts run out, with the last answer', async () => {
    const order = await placeOrder(server, server.token);
    const worker = line.worker({ maxAttempts: 3 });
    line.fake.failNext({ status: 500 }, { status: 502 }, { status: 500, message: 'still down' });
    for (let i = 0; i < 5; i++) {
      await worker.runOnce();
      later(server, 10_000);
    }
    const [row] = await outbox(server.db, order.order_id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, last_status: 500, last_error: 'still down' });
    expect(requestsFor(row?.retry_key ?? '')).toHaveLength(3);
  });

  it('no answer (LINE unreachable) is tried again like a 5xx', async () => {
    const order = await placeOrder(server, server.token);
    const down = createLineWorker({
      db: server.db,
      clock: server.clock,
      sender: (await import('../../server/line/sender.ts')).createBotSender({
        channelAccessToken: 't',
        baseUrl: 'http://127.0.0.1:9',
        timeoutMs: 2000,
      }),
      links: LINKS,
      options: { pollMs: 0, baseDelayMs: 1000 },
    });
    await down.runOnce();
    const [row] = await outbox(server.db, order.order_id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_status: null });
    later(server, 2000);
    await line.worker().runOnce();
    expect((await outbox(server.db, order.order_id))[0]?.status).toBe('sent');
  });

  it('the backoff doubles from its base up to its cap, with jitter of at most 20%', () => {
    const o = { baseDelayMs: 2000, maxDelayMs: 60_000 };
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffMs(n, o, () => 0.5))).toEqual([
      2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000,
    ]);
    expect(backoffMs(1, o, () => 0)).toBe(1600);
    expect(backoffMs(1, o, () => 1)).toBe(2400);
  });
});

describe('one message per change, whatever happens around it', () => {
  it('two workers on one outbox send every message exactly once', async () => {
    const orders: { order_id: number }[] = [];
    for (let i = 0; i < 8; i++) orders.push(await placeOrder(server, server.token));
    const [a, b] = [line.worker({ batch: 3 }), line.worker({ batch: 3 })];
    const drain = async (w: typeof a) => {
      while ((await w.runOnce()) > 0);
    };
    await Promise.all([drain(a), drain(b), drain(a)]);
    const rows = (await outbox(server.db)).filter((r) => orders.some((o) => o.order_id === r.order_id));
    expect(rows).toHaveLength(8);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    expect(line.fake.requests).toHaveLength(8);
    expect(new Set(line.fake.delivered.map((d) => d.retryKey)).size).toBe(8);
  });

  it('a resend of a message LINE took already (a crash before the answer was recorded) is not delivered again', async () => {
    const order = await placeOrder(server, server.token);
    const [row] = await outbox(server.db, order.order_id);
    // The first worker's message is accepted by LINE, but the answer has not come back (a process
    // that dies now never writes 'sent'): the row stays claimed, pending.
    const first = line.worker({ leaseMs: 5000 });
    const hold = line.fake.hold();
    const running = first.runOnce();
    await hold.accepted;
    // Another process claims it after the lease and sends it again with the same retry key.
    later(server, 6000);
    await line.worker().runOnce();
    hold.release();
    await running;
    expect(requestsFor(row?.retry_key ?? '').map((r) => r.status)).toEqual([409, 200]);
    expect(line.fake.delivered.filter((d) => d.retryKey === row?.retry_key)).toHaveLength(1);
    expect((await outbox(server.db, order.order_id))[0]?.status).toBe('sent');
  });

  it('a change rolled back leaves no message; the same news is never queued twice', async () => {
    const order = await placeOrder(server, server.token);
    const now = server.clock.now();
    await expect(
      server.db.transaction(async (tx) => {
        const locked = await lockOrder(tx, order.order_id);
        await moveOrder(tx, locked, await lockPayments(tx, order.order_id), 'supplier.cancel', now);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await outbox(server.db, order.order_id)).map((r) => r.kind)).toEqual(['placed']);
    await server.db.transaction((tx) => enqueueOrderNews(tx, order.order_id, 'placed', now));
    expect((await outbox(server.db, order.order_id)).map((r) => r.kind)).toEqual(['placed']);
  });

  it('every LINE user bound to the shop gets the news', async () => {
    const second = 'U0000000000000000000000000000b001';
    await server.db.query('INSERT INTO line_bindings (line_user_id, customer_id) VALUES ($1, 1)', [second]);
    try {
      const order = await placeOrder(server, server.token);
      await line.worker().runOnce();
      expect((await outbox(server.db, order.order_id)).map((r) => [r.line_user_id, r.status]).sort()).toEqual(
        [
          [shopUser, 'sent'],
          [second, 'sent'],
        ],
      );
      expect(line.fake.delivered.map((d) => d.to).sort()).toEqual([shopUser, second]);
    } finally {
      await server.db.query('DELETE FROM line_bindings WHERE line_user_id = $1', [second]);
    }
  });

  it('the supplier moving an order 2 -> 5 queues preparing, in transit and delivered, in order', async () => {
    const order = await placeOrder(server, server.token);
    await server.call('POST', `/__dev/payments/${order.payment_id}/status`, { body: { payment_status: 2 } });
    const res = await server.call('POST', `/__dev/orders/${order.order_id}/status`, {
      body: { status_id: ORDER_STATUS.delivered },
    });
    expect(res.status, res.text).toBe(200);
    expect((await outbox(server.db, order.order_id)).map((r) => r.kind)).toEqual([
      'placed',
      'paid',
      'preparing',
      'in_transit',
      'delivered',
    ]);
  });

  it('without a sender (production without a channel token) queued messages are marked skipped', async () => {
    const order = await placeOrder(server, server.token);
    const off = createLineWorker({
      db: server.db,
      clock: server.clock,
      sender: null,
      links: LINKS,
      options: { pollMs: 0 },
    });
    expect(await off.runOnce()).toBeGreaterThanOrEqual(1);
    expect((await outbox(server.db, order.order_id))[0]?.status).toBe('skipped');
  });
});

describe('the backlog on /metrics', () => {
  it('storefront_line_outbox_messages counts the outbox by status', async () => {
    await placeOrder(server, server.token);
    await placeOrder(server, server.token);
    const text = await (await fetch(`${server.url}/metrics`)).text();
    expect(text).toMatch(/storefront_line_outbox_messages\{status="pending"\} 2\n/);
    expect(text).toMatch(/storefront_line_outbox_oldest_pending_seconds \d/);
    await line.worker().runOnce();
    const after = await (await fetch(`${server.url}/metrics`)).text();
    expect(after).toMatch(/storefront_line_outbox_messages\{status="pending"\} 0\n/);
  });
});

describe('npm start without a channel token: the fake Messaging API lists what the chat would receive', () => {
  it('GET /__dev/line/messages shows the placed message within a poll', async () => {
    const dev = await startServer({ LINE_OUTBOX_POLL_MS: '50', LINE_LIFF_ID: 'dev-liff' });
    try {
      const devToken = await dev.login();
      const order = await placeOrder(dev, devToken);
      let list: { messaging: string; delivered: { to: string; messages: unknown[] }[] } | undefined;
      for (let i = 0; i < 100; i++) {
        list = (await dev.call('GET', '/__dev/line/messages')).body.data;
        if (list?.delivered.length) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(list?.messaging).toBe('fake');
      expect(list?.delivered[0]?.to).toBe(shopUser);
      expect(JSON.stringify(list?.delivered[0]?.messages)).toContain(order.order_no);
      expect(JSON.stringify(list?.delivered[0]?.messages)).toContain(
        'https://liff.line.me/dev-liff/ordershistory/',
      );
      expect((await dev.call('DELETE', '/__dev/line/messages')).status).toBe(200);
      expect((await dev.call('GET', '/__dev/line/messages')).body.data.delivered).toEqual([]);
    } finally {
      await dev.close();
    }
  });
});
