-- A payment provider behind the QR (server/payments/provider.ts, docs/payments.md): which provider
-- issued a payment, its charge there, the provider's QR image (base64 JPEG; a bill-payment QR is
-- drawn again from qr_payload), and the provider's last known word on the charge (reconciliation).
ALTER TABLE payments ADD COLUMN provider text NOT NULL DEFAULT 'billpayment';
ALTER TABLE payments ADD COLUMN provider_charge_id text;
ALTER TABLE payments ADD COLUMN provider_status text;
ALTER TABLE payments ADD COLUMN qr_image text;
CREATE UNIQUE INDEX payments_provider_charge_idx ON payments(provider, provider_charge_id);

-- Webhook events already processed, by the provider's event id: the same event twice is processed once.
CREATE TABLE payment_events (
  provider       text NOT NULL,
  event_id       text NOT NULL,
  charge_id      text NOT NULL,
  payment_id     integer REFERENCES payments(id),
  outcome        text NOT NULL,
  received_date  timestamptz NOT NULL,
  PRIMARY KEY (provider, event_id)
);

-- A refund paid back through the provider's refund API: its id there.
ALTER TABLE refunds ADD COLUMN provider_refund_id text;

-- Who moved an order through the staff API, when, from which status to which.
CREATE TABLE order_status_audit (
  id            serial PRIMARY KEY,
  order_id      integer NOT NULL REFERENCES orders(id),
  actor         text NOT NULL,
  address       text NOT NULL,
  from_status   integer NOT NULL,
  to_status     integer NOT NULL,
  created_date  timestamptz NOT NULL
);
CREATE INDEX order_status_audit_order_idx ON order_status_audit(order_id);
