/**
 * Placeholder images for the seed's image paths, drawn as small SVGs. The colour comes from a
 * hash of the path, so every image is the same on every run. Labels are Latin/digits only.
 */

const PATH =
  /^\/images\/(products|brands|categories|subcategories|banners|promotions|groups|coupons|avatars|premiums)\/(\d{1,9})(-cover)?\.svg$/;

const LABELS: Record<string, string> = {
  products: 'SKU',
  brands: 'BRAND',
  categories: 'CATEGORY',
  subcategories: 'SUB',
  banners: 'BANNER',
  promotions: 'PROMO',
  groups: 'SHOP TYPE',
  coupons: 'COUPON',
  avatars: 'USER',
  premiums: 'GIFT',
};

/** FNV-1a: a small stable hash. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** A bottle, a can or a shrink-wrapped pack, centred in a 300x300 square. */
function productShape(id: number, fill: string): string {
  const shapes = [
    `<path d="M135 40h30v30l20 25v150q0 15-15 15h-40q-15 0-15-15V95l20-25z" fill="${fill}"/>`,
    `<rect x="105" y="60" width="90" height="180" rx="14" fill="${fill}"/><rect x="105" y="90" width="90" height="60" fill="#fff" opacity=".35"/>`,
    `<rect x="60" y="90" width="180" height="140" rx="10" fill="${fill}"/><path d="M60 130h180M120 90v140M180 90v140" stroke="#fff" stroke-width="4" opacity=".5"/>`,
  ];
  return shapes[id % shapes.length]!;
}

/** The SVG for a seed image path, or null when the path is not one (e.g. missing-12.svg). */
export function renderSeedImage(path: string): string | null {
  const match = PATH.exec(path);
  if (!match) return null;
  const [, kind = '', idText = '', cover] = match;
  const id = Number(idText);
  const h = hash(path);
  const fill = `hsl(${h % 360},65%,48%)`;
  const bg = `hsl(${(h >>> 9) % 360},45%,92%)`;
  const wide = kind === 'banners' || cover !== undefined;
  const [w, hgt] = wide ? [750, 300] : [300, 300];
  const label = `${LABELS[kind]} ${id}`;
  let body: string;
  if (kind === 'products') {
    body = `${productShape(id, fill)}<text x="150" y="285" font-size="22" text-anchor="middle" fill="#333">${label}</text>`;
  } else if (wide) {
    body =
      `<circle cx="620" cy="150" r="110" fill="${fill}" opacity=".8"/><rect x="40" y="200" width="260" height="14" rx="7" fill="${fill}"/>` +
      `<text x="40" y="150" font-size="56" font-weight="700" fill="#333">${label}</text>`;
  } else {
    body =
      `<circle cx="150" cy="130" r="85" fill="${fill}"/>` +
      `<text x="150" y="268" font-size="26" font-weight="700" text-anchor="middle" fill="#333">${label}</text>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}" font-family="sans-serif">` +
    `<rect width="${w}" height="${hgt}" fill="${bg}"/>${body}</svg>`
  );
}
