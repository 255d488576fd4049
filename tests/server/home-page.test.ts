import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { PageSkeleton } from '../../src/app/shell-skeleton.ts';
import { suiteStaticServer } from './harness.ts';

/**
 * Issue 12 (LCP): the page for /home comes with its first banner, the largest image of the first
 * screen: a preload header, and the image already in the skeleton's banner box, as the build
 * renders the skeleton (vite.config.ts). Other pages are the build's page as it is.
 */

const SKELETON = renderToStaticMarkup(createElement(PageSkeleton));
const PAGE = `<!doctype html><html lang="th"><body><div id="root">${SKELETON}</div></body></html>`;

const server = suiteStaticServer({ 'index.html': PAGE });
let firstBanner: string;

beforeAll(async () => {
  const token = await server.login();
  const answer = await fetch(`${server.url}/api/v1/ssc/banners?order_name=order&order_by=asc`, {
    headers: { authorization: `Bearer ${token}` },
  });
  firstBanner = ((await answer.json()) as { data: { image: string }[] }).data[0]?.image ?? '';
});

describe("the storefront page and home's first banner", () => {
  it('/home preloads the first banner with high priority and shows it in the skeleton', async () => {
    expect(firstBanner).toMatch(/^\/images\/banners\//);
    for (const path of ['/home', '/home?mock_line_user=U1']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get('link'), path).toBe(
        `<${firstBanner}>; rel=preload; as=image; fetchpriority=high`,
      );
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      const page = await res.text();
      const box = /<div data-banner-slot=""[^>]*>(.*?)<\/div>/.exec(page)?.[1];
      expect(box, path).toMatch(new RegExp(`^<img src="${firstBanner}" alt="" [^>]*fetchpriority="high"`));
      // Everything else is the build's page.
      expect(page.replace(box ?? '', ''), path).toBe(PAGE);
    }
  });

  it('the page goes out compressed as the client accepts', async () => {
    const res = await fetch(`${server.url}/home`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toContain(`<img src="${firstBanner}"`);
  });

  it('other pages preload nothing and are the page as built', async () => {
    for (const path of ['/cart', '/products/1', '/homestead']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get('link'), path).toBeNull();
      expect(await res.text(), path).toBe(PAGE);
    }
  });
});
