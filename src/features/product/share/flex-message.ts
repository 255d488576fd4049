import { paths } from '../../../../contract/app-paths.ts';
import type { ShareProduct } from '../../../../machines/product-share/index.ts';
import { thShare } from '../../../i18n/th-share.ts';
import { formatBaht } from '../../../lib/money.ts';

/**
 * The card a shared product becomes in the chat: a LINE Flex Message bubble with the product image,
 * its title and price, and a button that opens the product in the LIFF app (or, without a LIFF id,
 * on the storefront's own address). Only the Flex fields used here are typed.
 */

export interface ShareLinks {
  /** The LIFF app's id; links go through https://liff.line.me/{liffId} when set. */
  liffId?: string | undefined;
  /** The storefront's origin, for images and for links without a LIFF id. */
  origin: string;
}

/** LINE's URI action; the bubble's SDK types want a label on every action. */
type UriAction = { type: 'uri'; label: string; uri: string };
type FlexText = {
  type: 'text';
  text: string;
  weight?: 'bold' | 'regular';
  size?: 'sm' | 'md' | 'lg' | 'xl';
  color?: string;
  wrap?: boolean;
  maxLines?: number;
};
type FlexButton = {
  type: 'button';
  style: 'primary';
  color: string;
  height: 'sm';
  action: UriAction;
};
type FlexBox<T> = { type: 'box'; layout: 'vertical'; spacing: 'sm'; contents: T[] };
type FlexImage = {
  type: 'image';
  url: string;
  size: 'full';
  aspectRatio: '1:1';
  aspectMode: 'cover';
  action: UriAction;
};
export type ProductFlexMessage = {
  type: 'flex';
  altText: string;
  contents: {
    type: 'bubble';
    hero?: FlexImage;
    body: FlexBox<FlexText>;
    footer: FlexBox<FlexButton>;
  };
};

/** The theme's brand.500 (src/components/theme.ts); Flex takes hex colours only. */
const BRAND = '#0b8a4a';
/** LINE's limit for a message's alternative text. */
const ALT_TEXT_MAX = 400;

/** Where the card's button leads: the product page in the LIFF app, else on the storefront. */
export function productShareUrl(productId: number | string, links: ShareLinks): string {
  const path = paths.product(productId);
  return links.liffId
    ? `https://liff.line.me/${encodeURIComponent(links.liffId)}${path}`
    : new URL(path, links.origin).href;
}

export function buildProductFlexMessage(product: ShareProduct, links: ShareLinks): ProductFlexMessage {
  const uri = productShareUrl(product.id, links);
  const price = formatBaht(product.net_price);
  const open: UriAction = { type: 'uri', label: thShare.view, uri };
  return {
    type: 'flex',
    altText: `${product.title} ${price}`.slice(0, ALT_TEXT_MAX),
    contents: {
      type: 'bubble',
      ...(product.image_url
        ? {
            hero: {
              type: 'image',
              url: new URL(product.image_url, links.origin).href,
              size: 'full',
              aspectRatio: '1:1',
              aspectMode: 'cover',
              action: open,
            },
          }
        : {}),
      body: {
        type: 'box',
        layout: 'vertical',
        spacing: 'sm',
        contents: [
          { type: 'text', text: product.title, weight: 'bold', size: 'md', wrap: true, maxLines: 3 },
          { type: 'text', text: price, weight: 'bold', size: 'lg', color: BRAND },
        ],
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        spacing: 'sm',
        contents: [{ type: 'button', style: 'primary', color: BRAND, height: 'sm', action: open }],
      },
    },
  };
}
