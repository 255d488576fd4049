-- Reference storefront API: initial schema.
-- Plain PostgreSQL: runs unchanged on embedded PGlite and on a PostgreSQL server.
-- Money is numeric(12,2) baht; percentages are numeric(5,2).

CREATE TABLE app_settings (
  key   text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE customer_groups (
  id      integer PRIMARY KEY,
  name    text NOT NULL,
  image   text,
  "order" integer NOT NULL DEFAULT 0
);

CREATE TABLE categories (
  id              integer PRIMARY KEY,
  th_name         text NOT NULL,
  en_name         text NOT NULL,
  description     text NOT NULL DEFAULT '',
  supplier_id     integer NOT NULL DEFAULT 1,
  "order"         integer NOT NULL DEFAULT 0,
  split_order     integer NOT NULL DEFAULT 0,
  is_active       boolean NOT NULL DEFAULT true,
  is_banner       boolean NOT NULL DEFAULT false,
  image_url       text,
  image_cover_url text,
  created_date    timestamptz NOT NULL DEFAULT now(),
  created_by      text NOT NULL DEFAULT 'seed',
  updated_date    timestamptz,
  updated_by      text,
  deleted_date    timestamptz
);

CREATE TABLE sub_categories (
  id          integer PRIMARY KEY,
  category_id integer NOT NULL REFERENCES categories(id),
  name        text NOT NULL,
  image       text,
  "order"     integer NOT NULL DEFAULT 0
);
CREATE INDEX sub_categories_category_idx ON sub_categories(category_id);

CREATE TABLE brands (
  id              integer PRIMARY KEY,
  name_th         text NOT NULL,
  name_en         text NOT NULL,
  image           text,
  image_cover_url text,
  "order"         integer NOT NULL DEFAULT 0
);

-- A promotion's rules live in `rules` (jsonb); see docs/pricing.md for each type's shape.
CREATE TABLE promotions (
  id          integer PRIMARY KEY,
  type        text NOT NULL CHECK (type IN ('step_discount', 'step_free', 'premium', 'theme_brand')),
  name        text NOT NULL,
  image       text,
  image_cover text,
  "order"     integer NOT NULL DEFAULT 0,
  brand_id    integer REFERENCES brands(id),
  rules       jsonb NOT NULL,
  table_description jsonb NOT NULL DEFAULT '[]'::jsonb,
  start_date  timestamptz NOT NULL,
  end_date    timestamptz NOT NULL
);

CREATE TABLE skus (
  id              integer PRIMARY KEY,
  sku             text NOT NULL UNIQUE,
  title           text NOT NULL,
  description     text NOT NULL DEFAULT '',
  image_url       text,
  price           numeric(12,2) NOT NULL CHECK (price >= 0),
  discount_price  numeric(5,2) CHECK (discount_price IS NULL OR (discount_price > 0 AND discount_price < 100)),
  brand_id        integer NOT NULL REFERENCES brands(id),
  category_id     integer NOT NULL REFERENCES categories(id),
  sub_category_id integer REFERENCES sub_categories(id),
  is_recommend    boolean NOT NULL DEFAULT false,
  is_active       boolean NOT NULL DEFAULT true,
  "order"         integer NOT NULL DEFAULT 0
);
CREATE INDEX skus_category_idx ON skus(category_id);
CREATE INDEX skus_sub_category_idx ON skus(sub_category_id);
CREATE INDEX skus_brand_idx ON skus(brand_id);
CREATE INDEX skus_order_idx ON skus("order", id);

CREATE TABLE sku_customer_groups (
  sku_id            integer NOT NULL REFERENCES skus(id),
  customer_group_id integer NOT NULL REFERENCES customer_groups(id),
  PRIMARY KEY (customer_group_id, sku_id)
);

CREATE TABLE promotion_skus (
  promotion_id integer NOT NULL REFERENCES promotions(id),
  sku_id       integer NOT NULL REFERENCES skus(id),
  PRIMARY KEY (promotion_id, sku_id)
);
CREATE INDEX promotion_skus_sku_idx ON promotion_skus(sku_id);

CREATE TABLE banners (
  id      integer PRIMARY KEY,
  type    text NOT NULL,
  ref_id  text NOT NULL DEFAULT '',
  name    text NOT NULL,
  image   text,
  "order" integer NOT NULL DEFAULT 0
);

CREATE TABLE customers (
  id                integer PRIMARY KEY,
  customer_code     text NOT NULL UNIQUE,
  name              text NOT NULL,
  shop_name         text NOT NULL,
  shop_cat_name     text NOT NULL,
  phone_number      text NOT NULL,
  region_code       text NOT NULL,
  area_code         text NOT NULL,
  customer_group_id integer REFERENCES customer_groups(id)
);

-- Which LINE user may act for which shop. Knowing a customer code alone is never enough.
CREATE TABLE line_bindings (
  line_user_id text PRIMARY KEY,
  customer_id  integer NOT NULL REFERENCES customers(id),
  display_name text NOT NULL DEFAULT '',
  picture_url  text
);

CREATE TABLE addresses (
  id           integer PRIMARY KEY,
  customer_id  integer NOT NULL REFERENCES customers(id),
  kind         text NOT NULL CHECK (kind IN ('shipping', 'tax')),
  company_name text,
  name         text NOT NULL,
  phone_1      text,
  phone_2      text,
  sub_district text NOT NULL,
  district     text NOT NULL,
  province     text NOT NULL,
  zipcode      text NOT NULL
);
CREATE INDEX addresses_customer_idx ON addresses(customer_id, kind);

CREATE TABLE access_tokens (
  token_hash  text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL
);

-- status: NULL usable, 'Used', 'Expired', 'Cancelled'. A coupon past end_date reads as 'Expired'.
CREATE TABLE coupons (
  id            integer PRIMARY KEY,
  code          text NOT NULL UNIQUE,
  customer_id   integer NOT NULL REFERENCES customers(id),
  name          text NOT NULL,
  detail        text NOT NULL,
  image         text,
  privilege_condition_type_name text NOT NULL,
  discount_type text NOT NULL CHECK (discount_type IN ('amount', 'percent')),
  discount_value numeric(12,2) NOT NULL CHECK (discount_value > 0),
  max_discount  numeric(12,2),
  min_total     numeric(12,2) NOT NULL DEFAULT 0,
  start_date    timestamptz NOT NULL,
  end_date      timestamptz NOT NULL,
  status        text,
  used_order_id integer
);
CREATE INDEX coupons_customer_idx ON coupons(customer_id);

CREATE SEQUENCE orders_id_seq START 10001;
CREATE TABLE orders (
  id                integer PRIMARY KEY DEFAULT nextval('orders_id_seq'),
  order_no          text NOT NULL UNIQUE,
  customer_id       integer NOT NULL REFERENCES customers(id),
  status_id         integer NOT NULL,
  created_date      timestamptz NOT NULL,
  updated_date      timestamptz NOT NULL,
  idempotency_key   text,
  request_hash      text,
  payment_method    integer NOT NULL DEFAULT 1,
  shipping_address_id integer NOT NULL,
  tax_address_id    integer NOT NULL,
  customer_name     text NOT NULL,
  ship_phone_1      text,
  ship_phone_2      text,
  ship_address      text NOT NULL,
  ship_sub_dist     text NOT NULL,
  ship_district     text NOT NULL,
  ship_province     text NOT NULL,
  ship_zipcode      text NOT NULL,
  coupon_code       text,
  total_sale        numeric(12,2) NOT NULL,
  total_sku_discount numeric(12,2) NOT NULL,
  total_discount    numeric(12,2) NOT NULL,
  coupon_discount   numeric(12,2) NOT NULL,
  shipping_fee      numeric(12,2) NOT NULL,
  discount_shipping numeric(12,2) NOT NULL,
  total_amount      numeric(12,2) NOT NULL
);
CREATE UNIQUE INDEX orders_idempotency_idx ON orders(customer_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX orders_customer_idx ON orders(customer_id, created_date DESC);
CREATE INDEX orders_status_idx ON orders(status_id, created_date);

CREATE TABLE order_items (
  order_id   integer NOT NULL REFERENCES orders(id),
  seq        integer NOT NULL,
  sku_id     integer NOT NULL REFERENCES skus(id),
  title      text NOT NULL,
  image_url  text,
  list_price numeric(12,2) NOT NULL,
  price      numeric(12,2) NOT NULL,
  quantity   integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (order_id, seq)
);

CREATE TABLE order_premiums (
  order_id      integer NOT NULL REFERENCES orders(id),
  seq           integer NOT NULL,
  promotion_id  integer,
  title         text NOT NULL,
  image         text,
  price         numeric(12,2) NOT NULL,
  free_quantity integer NOT NULL,
  PRIMARY KEY (order_id, seq)
);

-- status: 1 pending, 2 paid, 3 failed, 4 expired, 5 cancelled.
CREATE SEQUENCE payments_id_seq START 500001;
CREATE TABLE payments (
  id              integer PRIMARY KEY DEFAULT nextval('payments_id_seq'),
  order_id        integer NOT NULL REFERENCES orders(id),
  status          integer NOT NULL,
  amount          numeric(12,2) NOT NULL,
  qr_payload      text NOT NULL,
  qr_timeout      integer NOT NULL,
  created_date    timestamptz NOT NULL,
  updated_date    timestamptz NOT NULL
);
CREATE INDEX payments_order_idx ON payments(order_id);
CREATE INDEX payments_status_idx ON payments(status);
