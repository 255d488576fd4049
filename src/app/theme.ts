import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';

/**
 * The storefront's design system: Chakra's base config (no component recipes) and a small token
 * set of our own, instead of Chakra's full theme: the first screen's JavaScript stays small
 * (docs/performance.md). A self-hosted Thai font and a line height that never clips Thai tone marks.
 */
const scale = [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 20, 24, 32, 40, 48, 64];
const spacing = Object.fromEntries(scale.map((n) => [String(n), { value: `${n / 4}rem` }]));

const palette = (shades: Record<number, string>) =>
  Object.fromEntries(Object.entries(shades).map(([k, v]) => [k, { value: v }]));

const config = defineConfig({
  globalCss: {
    'html, body': {
      margin: 0,
      fontFamily: 'body',
      lineHeight: '1.6',
      color: 'fg',
      bg: 'bg.subtle',
      WebkitTapHighlightColor: 'transparent',
    },
    '*, *::before, *::after': { boxSizing: 'border-box' },
    // Form controls do not inherit the page font by default: without this Thai placeholders fall
    // back to a system font that may lack Thai glyphs.
    'input, button, textarea, select': { font: 'inherit', lineHeight: '1.6' },
  },
  theme: {
    breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
    tokens: {
      spacing,
      sizes: {
        ...spacing,
        full: { value: '100%' },
        sm: { value: '24rem' },
        md: { value: '28rem' },
        lg: { value: '32rem' },
        xl: { value: '36rem' },
      },
      radii: {
        sm: { value: '0.25rem' },
        md: { value: '0.5rem' },
        lg: { value: '0.75rem' },
        xl: { value: '1rem' },
        full: { value: '9999px' },
      },
      fonts: {
        body: { value: "'Sarabun', 'Noto Sans Thai', system-ui, sans-serif" },
        heading: { value: "'Sarabun', 'Noto Sans Thai', system-ui, sans-serif" },
      },
      fontSizes: {
        xs: { value: '0.75rem' },
        sm: { value: '0.875rem' },
        md: { value: '1rem' },
        lg: { value: '1.125rem' },
        xl: { value: '1.25rem' },
        '2xl': { value: '1.5rem' },
      },
      fontWeights: { normal: { value: '400' }, medium: { value: '500' }, bold: { value: '700' } },
      zIndex: { sticky: { value: 1100 }, overlay: { value: 1300 }, modal: { value: 1400 } },
      shadows: { sm: { value: '0 1px 2px rgba(0,0,0,0.08)' }, md: { value: '0 4px 12px rgba(0,0,0,0.12)' } },
      colors: {
        white: { value: '#ffffff' },
        black: { value: '#000000' },
        brand: palette({ 50: '#e8f6ee', 100: '#c6e9d4', 500: '#0b8a4a', 600: '#087a40', 700: '#066434' }),
        gray: palette({
          50: '#f7f8f8',
          100: '#eef0ef',
          200: '#e3e8e5',
          400: '#a3acb5',
          600: '#66727f',
          800: '#2d3640',
        }),
        orange: palette({ 400: '#fb923c', 500: '#f97316' }),
        red: palette({ 50: '#fef3f2', 500: '#d92d20', 600: '#b42318' }),
      },
    },
    semanticTokens: {
      colors: {
        fg: { value: '{colors.gray.800}' },
        'fg.muted': { value: '{colors.gray.600}' },
        'bg.subtle': { value: '{colors.gray.50}' },
        'bg.panel': { value: '{colors.white}' },
        border: { value: '{colors.gray.200}' },
        accent: { value: '{colors.brand.500}' },
        danger: { value: '{colors.red.500}' },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);
