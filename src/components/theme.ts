import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';

/**
 * The storefront's design system: Chakra's base config (no component recipes) and a small token
 * set of our own, instead of Chakra's full theme: the first screen's JavaScript stays small
 * (docs/performance.md). A self-hosted Thai font and a line height that never clips Thai tone marks.
 */
const scale = [
  0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 20, 24, 28, 32, 36, 40, 48, 56, 64,
];
const spacing = Object.fromEntries(scale.map((n) => [String(n), { value: `${n / 4}rem` }]));

const palette = (shades: Record<number, string>) =>
  Object.fromEntries(Object.entries(shades).map(([k, v]) => [k, { value: v }]));

const config = defineConfig({
  // The CSS reset: no browser-default look (blue underlined links, grey button borders, margins).
  preflight: true,
  globalCss: {
    html: { '--global-color-border': '{colors.border}' },
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
    // Chakra's preflight (above) resets margins, borders, links and buttons; ticks and radios take
    // the brand colour instead of the browser's blue.
    'input[type="checkbox"], input[type="radio"]': { accentColor: '{colors.brand.500}' },
    // The reset makes every element inherit its font; headings and table headers stay bold.
    'h1, h2, h3, h4, h5, h6, th': { fontWeight: 'bold' },
    // Thai has no spaces between words: the browser breaks at its own dictionary's word
    // boundaries (src/lib/thai-text.ts adds hints where it fails); never inside a Latin word.
    body: { overflowWrap: 'break-word', lineBreak: 'strict' },
    ':focus-visible': { outline: '2px solid {colors.brand.600}', outlineOffset: '2px' },
  },
  theme: {
    layerStyles: {
      /**
       * A bar fixed to the bottom of the screen: inside the centred column on wide screens and above
       * the iPhone home indicator (safe-area inset).
       */
      bottomBar: {
        value: {
          position: 'fixed',
          bottom: 0,
          left: '50%',
          transform: 'translateX(-50%)',
          width: '100%',
          maxWidth: 'column',
          paddingBottom: 'env(safe-area-inset-bottom)',
          background: 'bg.panel',
          borderTopWidth: '1px',
          borderColor: 'border',
          zIndex: 'sticky',
        },
      },
      /**
       * An outlined, rounded chip with a 44 px tap target: the categories offered when a search finds
       * nothing, and the product list's 'purchased' filter. Call sites add padding and colours.
       */
      chip: {
        value: {
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: '11',
          borderRadius: 'full',
          borderWidth: '1px',
          borderColor: 'brand.500',
          fontSize: 'sm',
        },
      },
    },
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
        /** The centred column of the app on wide screens; fixed bars keep to it. */
        column: { value: '32rem' },
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
        // Contrast with white (WCAG AA 4.5:1 for text): brand.500 5.4, brand.600 7.3, red.500 4.8,
        // red.600 6.6, gray.600 5.4 (4.7 on gray.200), orange.700 5.2. docs/accessibility.md.
        brand: palette({
          50: '#e8f6ee',
          100: '#c6e9d4',
          400: '#0b8a4a',
          500: '#087a40',
          600: '#066434',
          700: '#05532b',
        }),
        gray: palette({
          50: '#f7f8f8',
          100: '#eef0ef',
          200: '#e3e8e5',
          300: '#cfd5d2',
          400: '#a3acb5',
          500: '#7b8591',
          600: '#5b6673',
          700: '#434d57',
          800: '#2d3640',
        }),
        orange: palette({ 50: '#fff4ec', 400: '#fb923c', 500: '#f97316', 700: '#b54708', 800: '#93370d' }),
        red: palette({ 50: '#fef3f2', 500: '#d92d20', 600: '#b42318', 700: '#912018' }),
        // The undo action on the dark undo bar (9.3:1 on gray.800).
        yellow: palette({ 300: '#fde047' }),
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
        /** Greyed (cancelled orders) and dimmed (spent coupons): done with colour, never opacity. */
        'fg.greyed': { value: '{colors.gray.600}' },
        'bg.greyed': { value: '{colors.gray.100}' },
        /** A control that cannot be used: still readable (disabled controls are exempt, but legible). */
        'fg.disabled': { value: '{colors.gray.600}' },
        'bg.disabled': { value: '{colors.gray.200}' },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);
