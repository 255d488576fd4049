import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { breakpoints, keyframes, tokens } from '@chakra-ui/react/theme';

/**
 * The storefront's design system: Chakra's base config (no component recipes: a trimmed system
 * keeps the first screen's JavaScript small), the tokens, the brand colours, and a
 * self-hosted Thai font with a line height that never clips Thai tone marks.
 */
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
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      fonts: {
        body: { value: "'Sarabun', 'Noto Sans Thai', system-ui, sans-serif" },
        heading: { value: "'Sarabun', 'Noto Sans Thai', system-ui, sans-serif" },
      },
      colors: {
        ...tokens.colors,
        brand: {
          50: { value: '#e8f6ee' },
          100: { value: '#c6e9d4' },
          500: { value: '#0b8a4a' },
          600: { value: '#087a40' },
          700: { value: '#066434' },
        },
      },
    },
    semanticTokens: {
      colors: {
        fg: { value: '#1f2933' },
        'fg.muted': { value: '#66727f' },
        'bg.subtle': { value: '#f4f6f5' },
        'bg.panel': { value: '#ffffff' },
        border: { value: '#e3e8e5' },
        accent: { value: '{colors.brand.500}' },
        danger: { value: '#d92d20' },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);
