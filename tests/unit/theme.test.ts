import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { system } from '../../src/app/theme.ts';

/**
 * The theme (issue 14): every spacing token the components use exists (a missing one, like the
 * old `h="11"`, silently renders as nothing), and the colours pairs the screens use reach WCAG AA.
 */

const SPACING_PROPS =
  'p|px|py|pt|pb|pl|pr|ps|pe|m|mx|my|mt|mb|ml|mr|ms|me|w|h|minW|minH|maxW|maxH|gap|rowGap|columnGap|top|left|right|bottom|inset|boxSize';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every numeric token used as a JSX prop (`h="11"`) or in a style object (`h: '11'`). */
function usedSpacingTokens(): Set<string> {
  const used = new Set<string>();
  const jsx = new RegExp(`\\b(?:${SPACING_PROPS})="(-?[0-9.]+)"`, 'g');
  const object = new RegExp(`\\b(?:${SPACING_PROPS}): '(-?[0-9.]+)'`, 'g');
  for (const file of sourceFiles('src')) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(jsx)) used.add(match[1]!.replace(/^-/, ''));
    for (const match of text.matchAll(object)) used.add(match[1]!.replace(/^-/, ''));
  }
  return used;
}

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};
const color = (path: string) => {
  const value = system.token(`colors.${path}`);
  expect(value, path).toMatch(/^#[0-9a-f]{6}$/i);
  return value as string;
};

describe('theme', () => {
  it('has every spacing token the components use', () => {
    const used = usedSpacingTokens();
    expect(used.size).toBeGreaterThan(10);
    expect(used.has('11')).toBe(true);
    const missing = [...used].filter((n) => system.token(`spacing.${n}`) === undefined);
    expect(missing).toEqual([]);
  });

  it('text colours on their backgrounds reach AA (4.5:1), in normal, greyed and dimmed states', () => {
    const pairs: Array<[string, string]> = [
      ['white', 'brand.500'], // buttons, the header
      ['brand.600', 'white'], // prices, links, the active tab
      ['brand.600', 'gray.100'], // links on a greyed order card
      ['brand.700', 'brand.50'], // the coupon banner
      ['white', 'red.500'], // discount badges, the danger button
      ['red.600', 'white'],
      ['red.600', 'red.50'], // the cancelled banner
      ['white', 'orange.700'], // the 'หมดอายุ' badge
      ['white', 'gray.600'], // the 'ใช้แล้ว' badge
      ['gray.600', 'white'], // muted text
      ['gray.600', 'gray.50'],
      ['gray.600', 'gray.100'], // greyed order cards, dimmed coupons
      ['gray.600', 'gray.200'], // disabled controls
      ['gray.800', 'gray.100'],
    ];
    for (const [fg, bg] of pairs) {
      expect(contrast(color(fg), color(bg)), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the fixed bars inside the centred column and above the home indicator', () => {
    const bar = system.css({ layerStyle: 'bottomBar' }) as Record<string, unknown>;
    expect(bar).toMatchObject({
      position: 'fixed',
      left: '50%',
      transform: 'translateX(-50%)',
      maxWidth: 'var(--chakra-sizes-column)',
      paddingBottom: 'env(safe-area-inset-bottom)',
    });
    expect(system.token('sizes.column')).toBe('32rem');
  });
});
