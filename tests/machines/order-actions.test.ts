import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { OrderDetail } from '../../contract/orders.ts';
import {
  cardActions,
  orderActions,
  orderDetailMachine,
  selectOrderActions,
} from '../../machines/order-detail/index.ts';
import { flush } from './helpers.ts';

/*
 * What an order offers (spec section 2 "Order detail" and "Orders history", section 4 "Order
 * status_id"): the screens render these decisions and make none of their own (ADR 0009 point 6).
 */

const STATUSES = [1, 2, 3, 4, 5, 6, 7, 12];

describe('orderActions: the order detail', () => {
  it('pay only for an order awaiting payment (1); cancel for 1 and 2; reorder for every other', () => {
    const table = Object.fromEntries(STATUSES.map((status) => [status, orderActions(status)]));
    expect(table[1]).toEqual({ pay: true, reorder: false, cancel: true });
    expect(table[2]).toEqual({ pay: false, reorder: true, cancel: true });
    for (const status of [3, 4, 5, 6, 7, 12]) {
      expect(table[status], String(status)).toEqual({ pay: false, reorder: true, cancel: false });
    }
  });

  it('nothing is offered while the order loads, then what its status offers', async () => {
    let answer: (order: OrderDetail) => void = () => {};
    const machine = orderDetailMachine.provide({
      actors: { loadOrder: fromPromise(() => new Promise<OrderDetail>((resolve) => (answer = resolve))) },
    });
    const actor = createActor(machine, { input: { orderId: '42' } }).start();
    expect(selectOrderActions(actor.getSnapshot())).toEqual({ pay: false, reorder: false, cancel: false });
    answer({ order_id: 42, status_id: 2 } as OrderDetail);
    await flush();
    expect(selectOrderActions(actor.getSnapshot())).toEqual({ pay: false, reorder: true, cancel: true });
  });
});

describe('cardActions: a card of the order history', () => {
  const order = (status_id: number) => ({ status_id });

  it('pay on an unpaid order in its own tab (1) and the all tab (5)', () => {
    expect(cardActions(order(1), 1)).toEqual({ pay: true, details: false, reorder: false });
    expect(cardActions(order(1), 5)).toEqual({ pay: true, details: false, reorder: false });
  });

  it('the all tab links every other order to its details and offers it again', () => {
    for (const status of [2, 3, 4, 5, 6, 7, 12]) {
      expect(cardActions(order(status), 5), String(status)).toEqual({
        pay: false,
        details: true,
        reorder: true,
      });
    }
  });

  it('the delivered tab (4) offers reorder; the preparing and shipping tabs offer nothing', () => {
    expect(cardActions(order(5), 4)).toEqual({ pay: false, details: false, reorder: true });
    expect(cardActions(order(2), 2)).toEqual({ pay: false, details: false, reorder: false });
    expect(cardActions(order(4), 3)).toEqual({ pay: false, details: false, reorder: false });
  });
});
