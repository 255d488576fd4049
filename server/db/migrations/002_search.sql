-- Product search (docs/api.md "Search"): every word of a query must match the Thai or English
-- product name, brand or category, forgiving Thai tone-mark variants and small typos.
-- pg_trgm ships with PostgreSQL and with PGlite. It lives in `public` (never in a per-test schema
-- that is later dropped); the server puts public on its search_path (server/db/index.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- The text searched is normalised: lower case, and without the Thai marks people spell in different
-- ways (mai taikhu, the four tone marks, thanthakhat, nikhahit, yamakkan: U+0E47..U+0E4E), so
-- 'โค๊ก', 'โค้ก' and 'โคก' are one word. Queries go through the same function.
CREATE FUNCTION search_norm(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(translate(t, U&'\0E47\0E48\0E49\0E4A\0E4B\0E4C\0E4D\0E4E', '')) $$;

-- Products get an English name beside the Thai title.
ALTER TABLE skus ADD COLUMN title_en text NOT NULL DEFAULT '';

-- One normalised text per product: Thai and English names, SKU code, brand, category, sub-category.
ALTER TABLE skus ADD COLUMN search_text text NOT NULL DEFAULT '';

CREATE FUNCTION sku_search_text(title text, title_en text, code text, brand integer, category integer,
                                sub integer) RETURNS text
  LANGUAGE sql STABLE
  AS $$
    SELECT search_norm(concat_ws(' ', title, title_en, code,
      (SELECT b.name_th || ' ' || b.name_en FROM brands b WHERE b.id = brand),
      (SELECT c.th_name || ' ' || c.en_name FROM categories c WHERE c.id = category),
      (SELECT sc.name FROM sub_categories sc WHERE sc.id = sub)))
  $$;

-- search_text is kept by the database: on every product insert or change of a searched field ...
CREATE FUNCTION skus_search_text_set() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    NEW.search_text := sku_search_text(NEW.title, NEW.title_en, NEW.sku, NEW.brand_id, NEW.category_id,
                                       NEW.sub_category_id);
    RETURN NEW;
  END
  $$;

CREATE TRIGGER skus_search_text
  BEFORE INSERT OR UPDATE OF title, title_en, sku, brand_id, category_id, sub_category_id ON skus
  FOR EACH ROW EXECUTE FUNCTION skus_search_text_set();

-- ... and when a brand, category or sub-category is renamed.
CREATE FUNCTION skus_search_text_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    UPDATE skus s
       SET search_text = sku_search_text(s.title, s.title_en, s.sku, s.brand_id, s.category_id, s.sub_category_id)
     WHERE (TG_TABLE_NAME = 'brands' AND s.brand_id = NEW.id)
        OR (TG_TABLE_NAME = 'categories' AND s.category_id = NEW.id)
        OR (TG_TABLE_NAME = 'sub_categories' AND s.sub_category_id = NEW.id);
    RETURN NULL;
  END
  $$;

CREATE TRIGGER brands_search_text AFTER UPDATE OF name_th, name_en ON brands
  FOR EACH ROW EXECUTE FUNCTION skus_search_text_refresh();
CREATE TRIGGER categories_search_text AFTER UPDATE OF th_name, en_name ON categories
  FOR EACH ROW EXECUTE FUNCTION skus_search_text_refresh();
CREATE TRIGGER sub_categories_search_text AFTER UPDATE OF name ON sub_categories
  FOR EACH ROW EXECUTE FUNCTION skus_search_text_refresh();

-- Products already in a database migrated from 001.
UPDATE skus SET search_text = sku_search_text(title, title_en, sku, brand_id, category_id, sub_category_id);

-- Trigram index: serves LIKE '%word%' and the word-similarity operator (<%) of each query word.
CREATE INDEX skus_search_idx ON skus USING gin (search_text gin_trgm_ops);
