import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { AnyStateMachine } from 'xstate';
import { accountMachine } from '../../machines/account/index.ts';
import { addToCartMachine } from '../../machines/add-to-cart/index.ts';
import { authMachine, lineSessionMachine } from '../../machines/auth/index.ts';
import { cartMachine, cartPreviewMachine, cartSyncMachine } from '../../machines/cart/index.ts';
import { categoryChooserMachine } from '../../machines/category-chooser/index.ts';
import { categoryDrawerMachine } from '../../machines/category-drawer/index.ts';
import {
  checkoutMachine,
  orderPlacementMachine,
  paymentCouponMachine,
} from '../../machines/checkout/index.ts';
import { couponDetailMachine, couponsMachine } from '../../machines/coupons/index.ts';
import { friendshipMachine } from '../../machines/friendship/index.ts';
import { homeMachine, homeSectionMachine, promotionsMachine } from '../../machines/home/index.ts';
import { listMetaMachine } from '../../machines/list-meta/index.ts';
import { orderCancelMachine } from '../../machines/order-cancel/index.ts';
import { orderDetailMachine } from '../../machines/order-detail/index.ts';
import { orderHistoryMachine } from '../../machines/order-history/index.ts';
import { payMachine } from '../../machines/pay/index.ts';
import { paymentPollMachine, qrSaveMachine } from '../../machines/payment-poll/index.ts';
import { productDetailMachine } from '../../machines/product-detail/index.ts';
import { productListMachine } from '../../machines/product-list/index.ts';
import { productShareMachine } from '../../machines/product-share/index.ts';
import { screenLoadMachine } from '../../machines/screen-load/index.ts';
import { searchBoxMachine } from '../../machines/search-box/index.ts';
import { sessionMachine } from '../../machines/session/index.ts';
import { sharePickerMachine, shareSessionMachine } from '../../machines/share-picker/index.ts';
import { eventTable, stateTable, toMermaid } from './mermaid.ts';

/**
 * docs/machines/<name>.md carry a GENERATED block (diagram + state table) between markers; the
 * prose around it is written by hand. `npm run docs:machines` rewrites the blocks;
 * tests/unit/machine-docs.test.ts fails when a block is stale.
 */
export const MACHINES: { name: string; machine: AnyStateMachine }[] = [
  { name: 'auth', machine: authMachine },
  { name: 'line-session', machine: lineSessionMachine },
  { name: 'session', machine: sessionMachine },
  { name: 'home', machine: homeMachine },
  { name: 'home-section', machine: homeSectionMachine },
  { name: 'promotions', machine: promotionsMachine },
  { name: 'category-drawer', machine: categoryDrawerMachine },
  { name: 'category-chooser', machine: categoryChooserMachine },
  { name: 'product-list', machine: productListMachine },
  { name: 'list-meta', machine: listMetaMachine },
  { name: 'search-box', machine: searchBoxMachine },
  { name: 'product-detail', machine: productDetailMachine },
  { name: 'add-to-cart', machine: addToCartMachine },
  { name: 'cart', machine: cartMachine },
  { name: 'cart-sync', machine: cartSyncMachine },
  { name: 'cart-preview', machine: cartPreviewMachine },
  { name: 'checkout', machine: checkoutMachine },
  { name: 'order-placement', machine: orderPlacementMachine },
  { name: 'payment-coupon', machine: paymentCouponMachine },
  { name: 'payment-poll', machine: paymentPollMachine },
  { name: 'qr-save', machine: qrSaveMachine },
  { name: 'pay', machine: payMachine },
  { name: 'product-share', machine: productShareMachine },
  { name: 'friendship', machine: friendshipMachine },
  { name: 'share-picker', machine: sharePickerMachine },
  { name: 'share-session', machine: shareSessionMachine },
  { name: 'account', machine: accountMachine },
  { name: 'order-history', machine: orderHistoryMachine },
  { name: 'order-detail', machine: orderDetailMachine },
  { name: 'order-cancel', machine: orderCancelMachine },
  { name: 'coupons', machine: couponsMachine },
  { name: 'coupon-detail', machine: couponDetailMachine },
  { name: 'screen-load', machine: screenLoadMachine },
];

const START = '<!-- generated:start (npm run docs:machines) -->';
const END = '<!-- generated:end -->';

/** A description as one markdown table cell. */
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ') || '-';

export function generatedBlock(machine: AnyStateMachine): string {
  const rows = stateTable(machine)
    .map(
      (r) =>
        `| ${r.state} | ${cell(r.description)} | ${r.tags.join(', ') || '-'} | ` +
        `${r.events.map((e) => `\`${e}\``).join(', ') || '-'} |`,
    )
    .join('\n');
  const events = eventTable(machine).map(
    (r) => `| \`${r.event}\` | ${r.state} | ${r.guard || '-'} | ${cell(r.description)} |`,
  );
  return [
    START,
    ...(machine.root.description ? [`> ${machine.root.description}`, ''] : []),
    '```mermaid',
    toMermaid(machine),
    '```',
    '',
    '| state | what it means | tags | events it accepts |',
    '|---|---|---|---|',
    rows,
    ...(events.length
      ? ['', '| event | in state | guard | what it means |', '|---|---|---|---|', ...events]
      : []),
    END,
  ].join('\n');
}

export const docPath = (name: string) => `docs/machines/${name}.md`;

/** The doc with its generated block replaced (or appended when it has none yet). */
export function withGeneratedBlock(doc: string, block: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start >= 0 && end > start) return doc.slice(0, start) + block + doc.slice(end + END.length);
  return `${doc.trimEnd()}\n\n## Generated from the chart\n\n${block}\n`;
}

if (process.argv[1]?.endsWith('machine-docs.ts')) {
  for (const { name, machine } of MACHINES) {
    const path = docPath(name);
    const doc = existsSync(path) ? readFileSync(path, 'utf8') : `# ${name} statechart\n`;
    writeFileSync(path, withGeneratedBlock(doc, generatedBlock(machine)));
    console.log(`wrote ${path}`);
  }
}
