import type liff from '@line/liff/core';
import type {} from '@line/liff/share-target-picker';
import { describe, expect, it } from 'vitest';
import type { ShareProduct } from '../../machines/product-share/index.ts';
import { buildProductFlexMessage, productShareUrl } from '../../src/features/product/share/flex-message.ts';
import { thShare } from '../../src/i18n/th-share.ts';

/* The card a shared product becomes in a LINE chat (issue 6 item 6): image, title, price, and a
 * button that opens the product in the LIFF app. */

const PRODUCT: ShareProduct = {
  id: 3,
  title: 'เบียร์ช้าง 320 มล. แพ็ค 6',
  image_url: '/images/products/3.svg',
  net_price: 1239.5,
};
const ORIGIN = 'https://shop.example.com';
const LIFF_ID = '1657000000-AbCdEfGh';

describe('productShareUrl', () => {
  it('opens the product in the LIFF app when a LIFF id is configured', () => {
    expect(productShareUrl(3, { liffId: LIFF_ID, origin: ORIGIN })).toBe(
      'https://liff.line.me/1657000000-AbCdEfGh/products/3',
    );
  });

  it("without a LIFF id, links to the storefront's own product page", () => {
    expect(productShareUrl(3, { origin: ORIGIN })).toBe('https://shop.example.com/products/3');
    expect(productShareUrl(3, { liffId: '', origin: 'http://127.0.0.1:3312' })).toBe(
      'http://127.0.0.1:3312/products/3',
    );
  });
});

describe('buildProductFlexMessage', () => {
  const message = buildProductFlexMessage(PRODUCT, { liffId: LIFF_ID, origin: ORIGIN });
  const link = 'https://liff.line.me/1657000000-AbCdEfGh/products/3';

  it('is a Flex bubble LIFF accepts as a message', () => {
    // Compile-time: the card is one of the messages liff.shareTargetPicker takes.
    const messages: Parameters<typeof liff.shareTargetPicker>[0] = [message];
    expect(messages[0]?.type).toBe('flex');
    expect(message.contents.type).toBe('bubble');
  });

  it('shows the product image (absolute), opening the product when tapped', () => {
    expect(message.contents.hero).toEqual({
      type: 'image',
      url: 'https://shop.example.com/images/products/3.svg',
      size: 'full',
      aspectRatio: '1:1',
      aspectMode: 'cover',
      action: { type: 'uri', label: thShare.view, uri: link },
    });
  });

  it('shows the title and the net price in baht', () => {
    const [title, price] = message.contents.body.contents;
    expect(title).toMatchObject({ type: 'text', text: PRODUCT.title, weight: 'bold', wrap: true });
    expect(price).toMatchObject({ type: 'text', text: '฿1,239.50' });
  });

  it("has a button 'ดูสินค้า' opening the product in the LIFF app", () => {
    expect(message.contents.footer.contents).toEqual([
      {
        type: 'button',
        style: 'primary',
        color: '#0b8a4a',
        height: 'sm',
        action: { type: 'uri', label: 'ดูสินค้า', uri: link },
      },
    ]);
  });

  it('has an alternative text with the title and price (for notifications)', () => {
    expect(message.altText).toBe('เบียร์ช้าง 320 มล. แพ็ค 6 ฿1,239.50');
    const long = buildProductFlexMessage({ ...PRODUCT, title: 'ก'.repeat(500) }, { origin: ORIGIN });
    expect(long.altText).toHaveLength(400);
  });

  it('without an image there is no hero; an absolute image address is kept', () => {
    expect(buildProductFlexMessage({ ...PRODUCT, image_url: null }, { origin: ORIGIN }).contents.hero).toBe(
      undefined,
    );
    const cdn = buildProductFlexMessage(
      { ...PRODUCT, image_url: 'https://cdn.example.com/p/3.jpg' },
      { origin: ORIGIN },
    );
    expect(cdn.contents.hero?.url).toBe('https://cdn.example.com/p/3.jpg');
    expect(cdn.contents.footer.contents[0]?.action.uri).toBe('https://shop.example.com/products/3');
  });
});
