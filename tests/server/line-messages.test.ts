import { describe, expect, it } from 'vitest';
import { routeOfPath } from '../../contract/app-paths.ts';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../contract/index.ts';
import { checkMessage, checkPushRequest } from '../../server/line/flex-check.ts';
import { NEWS_KINDS, type OrderNews, orderMessage, RECEIPT_MAX_LINES } from '../../server/line/messages.ts';
import { lineTexts } from '../../server/line/texts.ts';
import { SEED_SHOPS } from '../../server/seed/identities.ts';
import { thAccount } from '../../src/i18n/th-account.ts';
import { LIFF_ID, LINKS, outbox, placeOrder, suiteLineServer } from './line-harness.ts';

/*
 * The LINE messages of an order's life (docs/line-messaging.md): each one built from a real order,
 * sent by the outbox worker to the fake Messaging API, which checks it against the Flex structure.
 */

const { server, line } = suiteLineServer();
const shopUser = SEED_SHOPS[0].lineUserId;

/** Every text of a message, in order (bubble body and footer labels). */
function textsOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(textsOf);
  if (typeof node !== 'object' || node === null) return [];
  const o = node as Record<string, unknown>;
  const own = typeof o.text === 'string' ? [o.text] : typeof o.label === 'string' ? [o.label] : [];
  return [
    ...own,
    ...Object.entries(o).flatMap(([k, v]) => (k === 'text' || k === 'label' ? [] : textsOf(v))),
  ];
}

/** Every URI action's address in a message. */
function urisOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(urisOf);
  if (typeof node !== 'object' || node === null) return [];
  const o = node as Record<string, unknown>;
  return [
    ...(o.type === 'uri' && typeof o.uri === 'string' ? [o.uri] : []),
    ...Object.values(o).flatMap(urisOf),
  ];
}

const appPathOf = (uri: string) => {
  const prefix = `https://liff.line.me/${LIFF_ID}`;
  expect(uri.startsWith(`${prefix}/`), uri).toBe(true);
  return uri.slice(prefix.length);
};

const delivered = (orderNo: string) =>
  line.fake.delivered.filter((d) => JSON.stringify(d.messages).includes(orderNo));

describe('each message of an order, through the outbox, against the fake Messaging API', () => {
  it('placed, paid (receipt), preparing, in transit, delivered: one Flex message each to the shop user', async () => {
    const order = await placeOrder(server, server.token);
    const worker = line.worker();
    await worker.runOnce();
    const pay = await server.call('POST', `/__dev/payments/${order.payment_id}/status`, {
      body: { payment_status: PAYMENT_STATUS.paid },
    });
    expect(pay.status, pay.text).toBe(200);
    await worker.runOnce();
    for (const status of [ORDER_STATUS.packing, ORDER_STATUS.inTransit, ORDER_STATUS.delivered]) {
      const res = await server.call('POST', `/__dev/orders/${order.order_id}/status`, {
        body: { status_id: status },
      });
      expect(res.status, res.text).toBe(200);
      await worker.runOnce();
    }
    expect(line.fake.malformed).toEqual([]);
    const rows = await outbox(server.db, order.order_id);
    expect(rows.map((r) => [r.kind, r.status, r.line_user_id])).toEqual(
      ['placed', 'paid', 'preparing', 'in_transit', 'delivered'].map((k) => [k, 'sent', shopUser]),
    );
    const got = delivered(order.order_no);
    expect(got).toHaveLength(5);
    for (const d of got) {
      expect(d.to).toBe(shopUser);
      expect(d.messages).toHaveLength(1);
      expect(checkMessage(d.messages[0])).toEqual([]);
      expect((d.messages[0] as { type: string }).type).toBe('flex');
      // Every button opens the LIFF app at a route of the app (contract/app-paths.ts).
      for (const uri of urisOf(d.messages))
        expect(routeOfPath(appPathOf(uri).split('?')[0] as string), uri).not.toBeNull();
      expect(textsOf(d.messages).join(' ')).toContain(order.order_no);
    }
    const [placed, paid, preparing, inTransit, deliveredNews] = got.map((d) =>
      textsOf(d.messages).join(' | '),
    );
    const amount = `฿${order.total_amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(placed).toContain(lineTexts.placed.title);
    expect(placed).toContain(amount);
    expect(placed).toContain(lineTexts.placed.deadline);
    expect(placed).toMatch(/\d{1,2} พ\.ย\.|\d{1,2} \S+\. \d{4}/);
    // The pay button: the order's page that goes on at once to a fresh QR (paths.payOrder).
    expect(urisOf(got[0]?.messages).map(appPathOf)).toEqual([`/ordershistory/${order.order_id}?pay=1`]);
    expect(routeOfPath(`/ordershistory/${order.order_id}`)).toBe('ordershistory/:orderId');
    expect(paid).toContain(lineTexts.paid.receipt);
    expect(paid).toContain(lineTexts.paid.shippingFee);
    expect(paid).toContain(lineTexts.paid.total);
    expect(paid).toContain(amount);
    expect(paid).toContain('x25');
    expect(preparing).toContain(thAccount.orders.status.preparing);
    expect(inTransit).toContain(thAccount.orders.status.inTransit);
    expect(deliveredNews).toContain(thAccount.orders.status.delivered);
    expect(deliveredNews).toContain('ซื้ออีกครั้ง');
    expect(urisOf(got[4]?.messages).map(appPathOf)).toEqual([
      `/ordershistory/${order.order_id}`,
      `/ordershistory/${order.order_id}`,
    ]);
  });

  it('cancelled: the refund note of the cancelled banner and the contact line', async () => {
    const order = await placeOrder(server, server.token);
    const cancel = await server.call('PUT', '/api/v1/ssc/orders/cancel', {
      token: server.token,
      body: { order_id: order.order_id },
    });
    expect(cancel.status, cancel.text).toBe(200);
    await line.worker().runOnce();
    expect(line.fake.malformed).toEqual([]);
    const got = delivered(order.order_no);
    expect(got.map((d) => (d.messages[0] as { altText: string }).altText)).toEqual([
      expect.stringContaining(lineTexts.placed.title),
      expect.stringContaining(thAccount.orderDetail.cancelledTitle),
    ]);
    const cancelled = textsOf(got[1]?.messages).join(' | ');
    expect(cancelled).toContain(thAccount.orderDetail.refundNote);
    expect(cancelled).toContain(thAccount.orderDetail.contactNote);
  });
});

describe('the message builders', () => {
  const news: OrderNews = {
    orderId: 10001,
    orderNo: 'SO261127010001',
    totalSale: 12_345.5,
    shippingFee: 50,
    discountShipping: 50,
    totalDiscount: 120,
    couponDiscount: 100,
    couponCode: 'WELCOME100',
    totalAmount: 12_125.5,
    items: Array.from({ length: RECEIPT_MAX_LINES + 5 }, (_, i) => ({
      title: `น้ำดื่มตราช้าง 600 มล. แพ็ค 12 ขวด รายการที่ ${i + 1} `.repeat(3),
      quantity: 999,
      price: 99_999.99,
    })),
    gifts: [{ title: 'แก้วน้ำ', quantity: 2 }],
    payment: {
      id: 500001,
      deadline: new Date('2026-11-27T07:15:00Z'),
      paidAt: new Date('2026-11-27T07:05:00Z'),
    },
  };

  it.each(NEWS_KINDS)('%s: a valid Flex message, within the size limits, even for a long order', (kind) => {
    const message = orderMessage(kind, news, LINKS);
    expect(checkMessage(message)).toEqual([]);
    expect(checkPushRequest({ to: shopUser, messages: [message] })).toEqual([]);
  });

  it('the receipt lists every figure above 0, the coupon, the gifts, and cuts a long list with "and N more"', () => {
    const text = textsOf(orderMessage('paid', news, LINKS)).join(' | ');
    for (const label of [
      lineTexts.paid.orderTotal,
      lineTexts.paid.shippingFee,
      lineTexts.paid.shippingDiscount,
      lineTexts.paid.promotionDiscount,
      `${lineTexts.paid.couponDiscount} (WELCOME100)`,
      lineTexts.paid.freeGifts,
      'แก้วน้ำ',
      '฿12,345.50',
      '-฿120.00',
      '฿12,125.50',
      lineTexts.moreItems(5),
      '27 พ.ย. 2569 14:05 น.',
    ])
      expect(text).toContain(label);
    const plain = textsOf(
      orderMessage(
        'paid',
        { ...news, discountShipping: 0, totalDiscount: 0, couponDiscount: 0, items: news.items.slice(0, 1) },
        LINKS,
      ),
    ).join(' | ');
    expect(plain).not.toContain(lineTexts.paid.shippingDiscount);
    expect(plain).not.toContain(lineTexts.paid.promotionDiscount);
    expect(plain).not.toContain(lineTexts.paid.couponDiscount);
    expect(plain).not.toContain('และอีก');
  });

  it('without a LIFF id the buttons open the storefront itself', () => {
    const message = orderMessage('delivered', news, {
      liffId: undefined,
      storefrontUrl: 'https://shop.example.com',
    });
    expect(urisOf(message)).toEqual([
      'https://shop.example.com/ordershistory/10001',
      'https://shop.example.com/ordershistory/10001',
    ]);
  });

  it("the texts the chat shares with the app are the app's (src/i18n)", () => {
    expect(lineTexts.cancelled.refundNote).toBe(thAccount.orderDetail.refundNote);
    expect(lineTexts.cancelled.contactNote).toBe(thAccount.orderDetail.contactNote);
    expect(lineTexts.cancelled.title).toBe(thAccount.orderDetail.cancelledTitle);
    expect(lineTexts.preparing.title).toBe(thAccount.orders.status.preparing);
    expect(lineTexts.inTransit.title).toBe(thAccount.orders.status.inTransit);
    expect(lineTexts.delivered.title).toBe(thAccount.orders.status.delivered);
    expect(lineTexts.orderNo).toBe(thAccount.orders.orderNo);
  });
});

describe('the Flex check refuses what LINE would', () => {
  // biome-ignore lint/suspicious/noExplicitAny: a message spoilt field by field
  type Spoilable = Record<string, any>;
  const good = () => orderMessage('delivered', { ...baseNews() }, LINKS) as unknown as Spoilable;
  function baseNews(): OrderNews {
    return {
      orderId: 1,
      orderNo: 'SO1',
      totalSale: 1,
      shippingFee: 0,
      discountShipping: 0,
      totalDiscount: 0,
      couponDiscount: 0,
      couponCode: null,
      totalAmount: 1,
      items: [],
      gifts: [],
      payment: null,
    };
  }
  const cases: [string, (m: Spoilable) => void, string][] = [
    ['no altText', (m) => delete m.altText, 'altText'],
    ['altText too long', (m) => (m.altText = 'ก'.repeat(1501)), 'altText'],
    ['an unknown message type', (m) => (m.type = 'card'), 'type'],
    ['a text without text', (m) => delete m.contents.body.contents[0].text, 'text'],
    ['an empty text', (m) => (m.contents.body.contents[0].text = ' '), 'text'],
    ['a colour that is not hex', (m) => (m.contents.body.contents[0].color = 'green'), 'color'],
    ['a misspelt property', (m) => (m.contents.body.contents[0].colour = '#000000'), 'colour'],
    ['a box without layout', (m) => delete m.contents.body.layout, 'layout'],
    ['a box without contents', (m) => delete m.contents.body.contents, 'contents'],
    ['a bad size keyword', (m) => (m.contents.body.contents[0].size = 'huge'), 'size'],
    ['a button without action', (m) => delete m.contents.footer.contents[0].action, 'action'],
    [
      'a button label over 40 characters',
      (m) => (m.contents.footer.contents[0].action.label = 'ก'.repeat(41)),
      'label',
    ],
    [
      'a URI that is not http(s), line or tel',
      (m) => (m.contents.footer.contents[0].action.uri = 'ftp://x'),
      'uri',
    ],
    [
      'a URI over 1000 characters',
      (m) => (m.contents.footer.contents[0].action.uri = `https://x.co/${'a'.repeat(1000)}`),
      'uri',
    ],
    ['an image over http', (m) => (m.contents.hero = { type: 'image', url: 'http://x.co/a.png' }), 'url'],
    ['a footer that is not a box', (m) => (m.contents.footer = { type: 'text', text: 'x' }), 'footer'],
    ['an empty bubble', (m) => (m.contents = { type: 'bubble' }), 'contents'],
    ['a span outside a text', (m) => m.contents.body.contents.push({ type: 'span', text: 'x' }), 'type'],
    [
      'a bubble over 30 KB',
      (m) =>
        m.contents.body.contents.push(
          ...Array.from({ length: 400 }, () => ({ type: 'text', text: 'ก'.repeat(40) })),
        ),
      'bytes',
    ],
  ];
  it.each(cases)('%s', (_name, spoil, mentioned) => {
    const message = good();
    expect(checkMessage(message)).toEqual([]);
    spoil(message);
    const problems = checkMessage(message);
    expect(problems.length).toBeGreaterThan(0);
    expect(JSON.stringify(problems)).toContain(mentioned);
  });

  it('a push needs a user id and 1 to 5 messages', () => {
    const m = good();
    expect(checkPushRequest({ to: 'someone', messages: [m] })[0]?.path).toBe('to');
    expect(checkPushRequest({ to: shopUser, messages: [] })[0]?.path).toBe('messages');
    expect(checkPushRequest({ to: shopUser, messages: Array(6).fill(m) })[0]?.path).toBe('messages');
  });

  it("the fake refuses a malformed push with 400 and LINE's error body, and records it", async () => {
    const message = good();
    delete message.contents.body.layout;
    const res = await fetch(`${line.fake.url}/v2/bot/message/push`, {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: JSON.stringify({ to: shopUser, messages: [message] }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).details[0].property).toBe('messages[0].contents.body.layout');
    expect(line.fake.malformed.at(-1)?.problems[0]?.path).toBe('messages[0].contents.body.layout');
    line.fake.malformed.length = 0;
  });
});
