-- Rate-limit counters shared by every API process on one PostgreSQL (server/http/rate-limit-store.ts):
-- one row per key (a customer or an address) with the hits of its current fixed window. Unlogged:
-- counters are worth nothing after a crash and need no WAL.
CREATE UNLOGGED TABLE rate_limit_hits (
  key text PRIMARY KEY,
  window_start bigint NOT NULL,
  hits integer NOT NULL
);
CREATE INDEX rate_limit_hits_window_idx ON rate_limit_hits(window_start);
