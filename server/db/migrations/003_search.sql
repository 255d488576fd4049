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

-- Normalised texts per product: search_name holds its Thai and English names (matches there rank
-- higher); search_text adds the SKU code, brand, category and sub-category (every word must match it).
ALTER TABLE skus ADD COLUMN search_name text NOT NULL DEFAULT '';
ALTER TABLE skus ADD COLUMN search_text text NOT NULL DEFAULT '';

-- Every distinct word of the search texts. A query word that is not part of any product text is
-- looked up here by trigram similarity ('pepai' -> 'pepsi', 'กะทิงแดง' -> 'กระทิงแดง'): the way the
-- PostgreSQL manual suggests spelling correction with pg_trgm, on a few hundred short words instead
-- of every product's whole text. Words are added by the trigger below; a reset empties the table.
CREATE TABLE search_words (word text PRIMARY KEY);

CREATE FUNCTION sku_search_text(title text, title_en text, code text, brand integer, category integer,
                                sub integer) RETURNS text
  LANGUAGE sql STABLE
  AS $$
    SELECT search_norm(concat_ws(' ', title, title_en, code,
      (SELECT b.name_th || ' ' || b.name_en FROM brands b WHERE b.id = brand),
      (SELECT c.th_name || ' ' || c.en_name FROM categories c WHERE c.id = category),
      (SELECT sc.name FROM sub_categories sc WHERE sc.id = sub)))
  $$;

-- The search texts are kept by the database (any value written to them is replaced): on every
-- product insert or change of a searched field ...
CREATE FUNCTION skus_search_text_set() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    NEW.search_name := search_norm(concat_ws(' ', NEW.title, NEW.title_en));
    NEW.search_text := sku_search_text(NEW.title, NEW.title_en, NEW.sku, NEW.brand_id, NEW.category_id,
                                       NEW.sub_category_id);
    RETURN NEW;
  END
  $$;

CREATE TRIGGER skus_search_text
  BEFORE INSERT OR UPDATE OF title, title_en, sku, brand_id, category_id, sub_category_id, search_name,
                             search_text ON skus
  FOR EACH ROW EXECUTE FUNCTION skus_search_text_set();

-- The words of new and changed texts join search_words, once per statement: as pg_trgm sees them
-- (split at spaces and punctuation), of 4 letters or more, without digits (short words, sizes and
-- codes are only matched as typed).
CREATE FUNCTION search_words_add() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO search_words (word)
      SELECT DISTINCT w FROM changed, regexp_split_to_table(changed.search_text, '[[:space:][:punct:]]+') AS w
       WHERE char_length(w) >= 4 AND w !~ '[0-9]'
      ON CONFLICT DO NOTHING;
    RETURN NULL;
  END
  $$;

CREATE TRIGGER skus_search_words_insert AFTER INSERT ON skus REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
CREATE TRIGGER skus_search_words_update AFTER UPDATE ON skus REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();

-- ... and when a brand, category or sub-category is renamed.
CREATE FUNCTION skus_search_text_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    UPDATE skus s SET search_text = ''
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
UPDATE skus SET search_text = '';

-- Trigram indexes: LIKE '%word%' over the product texts, word similarity (<%) over the words. Without
-- fastupdate, new entries go straight into the index rather than a pending list every search reads
-- (the catalogue is written rarely, searched often).
CREATE INDEX skus_search_idx ON skus USING gin (search_text gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops) WITH (fastupdate = off);
