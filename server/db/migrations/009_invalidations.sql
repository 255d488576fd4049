-- Changes that other API processes must see within 2 s (docs/scaling.md "Invalidations"): each
-- process keeps the catalogue and recently checked tokens in memory and LISTENs on the channel
-- storefront_invalidate (server/db/notifications.ts). These triggers NOTIFY it whatever made the
-- change (an API process, the seed, an administrator's SQL); PostgreSQL delivers a notification when
-- its transaction commits, and collapses identical ones within a transaction.
-- Payload (JSON): {"schema": the tables' schema, "what": "catalogue"} or
-- {"schema": ..., "what": "tokens", "hashes": [token_hash, ...] or null for every token}.

CREATE FUNCTION storefront_catalogue_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('storefront_invalidate',
    json_build_object('schema', TG_TABLE_SCHEMA, 'what', 'catalogue')::text);
  RETURN NULL;
END $$;

-- What the catalogue answers and the pricing engine read (coupons and orders are read fresh).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['skus', 'categories', 'sub_categories', 'brands', 'banners', 'promotions',
                           'promotion_skus', 'customer_groups', 'sku_customer_groups', 'search_words',
                           'search_synonyms'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
                    FOR EACH STATEMENT EXECUTE FUNCTION storefront_catalogue_changed()', t || '_invalidate', t);
  END LOOP;
END $$;

-- Tokens: a deleted one, one whose expiry moved earlier or whose customer changed. Up to 64 hashes
-- by name (a payload holds at most 8000 bytes); more, or a TRUNCATE, forget every token.
CREATE FUNCTION storefront_tokens_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('storefront_invalidate', json_build_object(
    'schema', TG_TABLE_SCHEMA, 'what', 'tokens',
    'hashes', (SELECT CASE WHEN COUNT(*) > 64 THEN NULL ELSE json_agg(token_hash) END FROM gone))::text)
   WHERE EXISTS (SELECT 1 FROM gone);
  RETURN NULL;
END $$;

CREATE FUNCTION storefront_tokens_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('storefront_invalidate', json_build_object(
    'schema', TG_TABLE_SCHEMA, 'what', 'tokens',
    'hashes', CASE WHEN COUNT(*) > 64 THEN NULL ELSE json_agg(o.token_hash) END)::text)
     FROM gone o LEFT JOIN kept n ON n.token_hash = o.token_hash
    WHERE n.token_hash IS NULL OR n.expires_at < o.expires_at OR n.customer_id <> o.customer_id
   HAVING COUNT(*) > 0;
  RETURN NULL;
END $$;

CREATE FUNCTION storefront_tokens_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('storefront_invalidate',
    json_build_object('schema', TG_TABLE_SCHEMA, 'what', 'tokens', 'hashes', NULL)::text);
  RETURN NULL;
END $$;

CREATE TRIGGER access_tokens_deleted AFTER DELETE ON access_tokens REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_tokens_deleted();
CREATE TRIGGER access_tokens_updated AFTER UPDATE ON access_tokens
  REFERENCING OLD TABLE AS gone NEW TABLE AS kept
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_tokens_updated();
CREATE TRIGGER access_tokens_truncated AFTER TRUNCATE ON access_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION storefront_tokens_truncated();
