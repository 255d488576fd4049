import type { Queryable } from '../db/index.ts';
import type { OrderEvent } from './transitions.ts';

/**
 * The one hook point where every change of an order's status and every payment confirmation is
 * seen, inside the transaction that makes it (`tx`): order-state.ts calls it from `moveOrder` (each
 * status change, whoever asks: customer, sweep, payment, staff API) and from `setPaymentStatus`
 * (a payment confirmed as paid, counted for its order or not). Whatever must happen exactly when
 * the change commits (an outbox row for a LINE message) is written here with `tx`; it must not do
 * I/O outside the database (the transaction may run again after a deadlock, db/index.ts).
 */
export type OrderNews =
  | {
      kind: 'order.status';
      orderId: number;
      from: number;
      to: number;
      /** who asked for it (transitions.ts) */
      cause: OrderEvent;
      at: Date;
    }
  | {
      kind: 'payment.paid';
      orderId: number;
      paymentId: number;
      /** false: the money did not count for the order and is recorded as a payment to refund */
      counted: boolean;
      at: Date;
    };

export type OrderNewsListener = (tx: Queryable, news: OrderNews) => Promise<void>;

const listeners: OrderNewsListener[] = [];

/** Adds a listener (for the life of the process); answers a function that removes it. */
export function onOrderNews(listener: OrderNewsListener): () => void {
  listeners.push(listener);
  return () => {
    const at = listeners.indexOf(listener);
    if (at >= 0) listeners.splice(at, 1);
  };
}

/** Called by order-state.ts inside the change's transaction; a listener's failure rolls it back. */
export async function recordOrderNews(tx: Queryable, news: OrderNews): Promise<void> {
  for (const listener of listeners) await listener(tx, news);
}
