-- Search in the words shop owners type (issue 22, docs/adr/0010-search-in-shop-owners-words.md,
-- docs/api.md "Search"): nicknames, English names, transliterations, misspellings and pack words,
-- kept as data beside the catalogue. The seed fills this table from server/seed/search-synonyms.txt,
-- which a supplier edits without code; the search reads it on every query (no restart needed).
--
-- alias:   what shop owners type ('red bull', 'เอ็มร้อย', 'เป็บซี่'), as written; compared normalised
--          (search_norm()) and without spaces or hyphens, so 'redbull' and 'red-bull' are the same.
-- targets: the catalogue texts it stands for ('กระทิงแดง', 'COK-ZRO'): parts of a product's names,
--          brand, category or code; a product matches when its search text holds any of them.
-- kind:    'name' for products, 'pack' for pack, container and unit words ('ลัง', 'แพ็ค', 'กระป๋อง'):
--          these rank products but do not exclude the brand searched for when none has them.
CREATE TABLE search_synonyms (
  alias text PRIMARY KEY CHECK (alias <> ''),
  targets text[] NOT NULL CHECK (cardinality(targets) > 0),
  kind text NOT NULL DEFAULT 'name' CHECK (kind IN ('name', 'pack'))
);
