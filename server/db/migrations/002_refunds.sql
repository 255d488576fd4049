-- Payments to pay back (issue 11): a payment confirmed as paid that cannot count for its order
-- (a superseded QR, an order no longer awaiting payment) or whose order was cancelled after it was
-- paid. One row per payment; docs/api.md lists the reasons.
CREATE TABLE refunds (
  id            serial PRIMARY KEY,
  payment_id    integer NOT NULL UNIQUE REFERENCES payments(id),
  order_id      integer NOT NULL REFERENCES orders(id),
  amount        numeric(12,2) NOT NULL,
  reason        text NOT NULL,
  status        text NOT NULL DEFAULT 'to_refund',
  created_date  timestamptz NOT NULL
);
CREATE INDEX refunds_order_idx ON refunds(order_id);
