import type { messagingApi } from '@line/bot-sdk';
import { paths, payOrderPath } from '../../contract/app-paths.ts';
import { lineTexts as t } from './texts.ts';

/**
 * The Thai Flex messages the shop's LINE user receives about an order (docs/line-messaging.md):
 * placed (amount, QR deadline, a button to its QR), paid (the receipt), preparing, in transit,
 * delivered (with 'ซื้ออีกครั้ง') and cancelled (with the refund note). Pure: the order's figures
 * come in (readOrderNews of outbox.ts reads them), the message goes out; buttons open the LIFF app at the order's page.
 */

export const NEWS_KINDS = ['placed', 'paid', 'preparing', 'in_transit', 'delivered', 'cancelled'] as const;
export type NewsKind = (typeof NEWS_KINDS)[number];

interface OrderNewsItem {
  title: string;
  quantity: number;
  /** The unit's net price in baht. */
  price: number;
}

/** What a message says about its order: the order row's figures, its lines, its payment. */
export interface OrderNews {
  orderId: number;
  orderNo: string;
  totalSale: number;
  shippingFee: number;
  discountShipping: number;
  /** Promotion discounts (total_discount). */
  totalDiscount: number;
  couponDiscount: number;
  couponCode: string | null;
  totalAmount: number;
  items: OrderNewsItem[];
  gifts: { title: string; quantity: number }[];
  /** The newest payment: the QR page's ids and its deadline (placed), when it was paid (paid). */
  payment: { id: number; deadline: Date; paidAt: Date } | null;
}

/** Where buttons lead: the LIFF app (`https://liff.line.me/<liff id>/<path>`), else the storefront. */
export interface MessageLinks {
  liffId: string | undefined;
  /** The storefront's public address (STOREFRONT_URL), for links without a LIFF id. */
  storefrontUrl: string;
}

/** The address of an app page (contract/app-paths.ts) as the chat opens it. */
function appLink(path: string, links: MessageLinks): string {
  return links.liffId
    ? `https://liff.line.me/${encodeURIComponent(links.liffId)}${path}`
    : new URL(path, links.storefrontUrl).href;
}

/** The theme's brand.500 (src/components/theme.ts); Flex takes hex colours only. */
const BRAND = '#0b8a4a';
const MUTED = '#5f6368';
const DANGER = '#c62828';
/** A receipt lists this many lines, then 'and N more' (a bubble's JSON must stay under 30 KB). */
export const RECEIPT_MAX_LINES = 15;
/** Flex's altText limit is 1,500 characters; ours are one line. */
const ALT_TEXT_MAX = 400;

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** '฿1,234.50', as the app writes money. */
const baht = (amount: number) => `${amount < 0 ? '-' : ''}฿${money.format(Math.abs(amount))}`;
const dateTime = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: 'Asia/Bangkok',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** '27 พ.ย. 2569 14:05 น.' in Bangkok time. */
const thaiDateTime = (at: Date) => `${dateTime.format(at)} น.`;

type Component = messagingApi.FlexComponent;

const text = (value: string, extra: Partial<messagingApi.FlexText> = {}): messagingApi.FlexText => ({
  type: 'text',
  text: value,
  wrap: true,
  size: 'sm',
  ...extra,
});

/** A label on the left, a value on the right. */
const row = (label: string, value: string, strong = false): messagingApi.FlexBox => ({
  type: 'box',
  layout: 'horizontal',
  spacing: 'md',
  contents: [
    text(label, { color: strong ? '#111111' : MUTED, flex: 3, weight: strong ? 'bold' : 'regular' }),
    text(value, { align: 'end', flex: 2, weight: strong ? 'bold' : 'regular' }),
  ],
});

const button = (label: string, uri: string, primary = true): messagingApi.FlexButton => ({
  type: 'button',
  style: primary ? 'primary' : 'secondary',
  height: 'sm',
  ...(primary ? { color: BRAND } : {}),
  action: { type: 'uri', label, uri },
});

function bubble(
  title: string,
  titleColor: string,
  orderNo: string,
  contents: Component[],
  buttons: messagingApi.FlexButton[],
): messagingApi.FlexBubble {
  return {
    type: 'bubble',
    size: 'mega',
    body: {
      type: 'box',
      layout: 'vertical',
      spacing: 'md',
      contents: [
        text(title, { weight: 'bold', size: 'lg', color: titleColor }),
        text(`${t.orderNo} ${orderNo}`, { color: MUTED, size: 'xs' }),
        { type: 'separator' },
        ...contents,
      ],
    },
    footer: { type: 'box', layout: 'vertical', spacing: 'sm', contents: buttons },
  };
}

const flex = (altText: string, contents: messagingApi.FlexBubble): messagingApi.FlexMessage => ({
  type: 'flex',
  altText: altText.slice(0, ALT_TEXT_MAX),
  contents,
});

/** The receipt's lines: one row per item (title, quantity, line total), then 'and N more'. */
function itemRows(items: OrderNewsItem[]): Component[] {
  const shown = items.slice(0, RECEIPT_MAX_LINES).map(
    (item): messagingApi.FlexBox => ({
      type: 'box',
      layout: 'horizontal',
      spacing: 'sm',
      contents: [
        text(item.title, { flex: 5, maxLines: 2 }),
        text(t.quantity(item.quantity), { flex: 1, align: 'end', color: MUTED }),
        text(baht(item.price * item.quantity), { flex: 3, align: 'end' }),
      ],
    }),
  );
  const more = items.length - shown.length;
  return more > 0 ? [...shown, text(t.moreItems(more), { color: MUTED, size: 'xs' })] : shown;
}

function receipt(news: OrderNews, links: MessageLinks): messagingApi.FlexMessage {
  const figures: Component[] = [row(t.paid.orderTotal, baht(news.totalSale))];
  figures.push(row(t.paid.shippingFee, baht(news.shippingFee)));
  if (news.discountShipping > 0) figures.push(row(t.paid.shippingDiscount, baht(-news.discountShipping)));
  if (news.totalDiscount > 0) figures.push(row(t.paid.promotionDiscount, baht(-news.totalDiscount)));
  if (news.couponDiscount > 0) {
    const label = news.couponCode ? `${t.paid.couponDiscount} (${news.couponCode})` : t.paid.couponDiscount;
    figures.push(row(label, baht(-news.couponDiscount)));
  }
  const gifts = news.gifts.slice(0, RECEIPT_MAX_LINES).map((g) => row(g.title, t.quantity(g.quantity)));
  return flex(
    `${t.paid.title} ${t.orderNo} ${news.orderNo} ${baht(news.totalAmount)}`,
    bubble(
      `${t.paid.title} · ${t.paid.receipt}`,
      BRAND,
      news.orderNo,
      [
        ...(news.payment
          ? [text(`${t.paid.paidAt} ${thaiDateTime(news.payment.paidAt)}`, { color: MUTED })]
          : []),
        text(t.paid.items, { weight: 'bold' }),
        ...itemRows(news.items),
        ...(gifts.length > 0 ? [text(t.paid.freeGifts, { weight: 'bold' }), ...gifts] : []),
        { type: 'separator' },
        ...figures,
        row(t.paid.total, baht(news.totalAmount), true),
      ],
      [button(t.viewOrder, appLink(paths.orderDetail(news.orderId), links))],
    ),
  );
}

/** A status news: title, a line of what it means, a button to the order (and more buttons). */
function statusNews(
  news: OrderNews,
  links: MessageLinks,
  words: { title: string; note: string },
  extra: { color?: string; notes?: string[]; buttons?: messagingApi.FlexButton[] } = {},
): messagingApi.FlexMessage {
  const notes = [words.note, ...(extra.notes ?? [])].map((n) => text(n));
  return flex(
    `${words.title} ${t.orderNo} ${news.orderNo}`,
    bubble(
      words.title,
      extra.color ?? BRAND,
      news.orderNo,
      [...notes, row(t.paid.total, baht(news.totalAmount), true)],
      [
        ...(extra.buttons ?? []),
        button(t.viewOrder, appLink(paths.orderDetail(news.orderId), links), !extra.buttons),
      ],
    ),
  );
}

/**
 * Where the placed message's button leads: the order's page with `?pay=1` (payOrderPath), which
 * makes a fresh QR at once and opens its QR page. The QR page itself (paths.qr) shows a QR only with
 * the navigation state the app hands it (spec section 5), so a link to it from the chat would land
 * on home; an order no longer awaiting payment simply shows.
 */
const payLink = (news: OrderNews, links: MessageLinks) => appLink(payOrderPath(news.orderId), links);

/** The Flex message a `kind` of news about an order becomes. */
export function orderMessage(kind: NewsKind, news: OrderNews, links: MessageLinks): messagingApi.FlexMessage {
  switch (kind) {
    case 'placed': {
      const deadline = news.payment ? [row(t.placed.deadline, thaiDateTime(news.payment.deadline))] : [];
      return flex(
        `${t.placed.title} ${t.orderNo} ${news.orderNo} ${t.placed.amount} ${baht(news.totalAmount)}`,
        bubble(
          t.placed.title,
          BRAND,
          news.orderNo,
          [text(t.placed.note), row(t.placed.amount, baht(news.totalAmount), true), ...deadline],
          [button(t.placed.button, payLink(news, links))],
        ),
      );
    }
    case 'paid':
      return receipt(news, links);
    case 'preparing':
      return statusNews(news, links, t.preparing);
    case 'in_transit':
      return statusNews(news, links, t.inTransit);
    case 'delivered':
      return statusNews(news, links, t.delivered, {
        buttons: [button(t.buyAgain, appLink(paths.orderDetail(news.orderId), links))],
      });
    case 'cancelled':
      return statusNews(
        news,
        links,
        { title: t.cancelled.title, note: t.cancelled.refundNote },
        { color: DANGER, notes: [t.cancelled.contactNote] },
      );
  }
}
