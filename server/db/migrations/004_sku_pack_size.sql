-- The selling unit of a product ('ลัง 24 ขวด', 'แพ็ค 6 กระป๋อง'), shown on product pages and cart
-- lines (issue 10 "Cart": pack or case size visible where the catalogue has it). NULL: none given.
ALTER TABLE skus ADD COLUMN pack_size text;
