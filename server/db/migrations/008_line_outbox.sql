-- LINE messages to the shop's LINE users (server/line/, docs/line-messaging.md): written in the same
-- transaction as the order change that causes them, sent by the outbox worker. One row per message
-- and recipient; (order_id, kind, line_user_id) is unique, so the same news is never queued twice.
-- status: pending (to send; next_attempt_at says when), sent, failed (LINE refused it, or the
-- attempts ran out: last_status and last_error say why), skipped (LINE messaging is off).
-- retry_key is LINE's X-Line-Retry-Key: a resend after a crash is accepted once by LINE.
-- messages is the Flex message as first sent, so a retry sends the very same message.
CREATE TABLE line_outbox (
  id              bigserial PRIMARY KEY,
  kind            text NOT NULL,
  order_id        integer NOT NULL REFERENCES orders(id),
  line_user_id    text NOT NULL,
  retry_key       uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  messages        jsonb,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'skipped')),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_status     integer,
  last_error      text,
  created_at      timestamptz NOT NULL,
  sent_at         timestamptz,
  UNIQUE (order_id, kind, line_user_id)
);
CREATE INDEX line_outbox_due_idx ON line_outbox (next_attempt_at, id) WHERE status = 'pending';
