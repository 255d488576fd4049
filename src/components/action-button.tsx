import { chakra } from '@chakra-ui/react';

/**
 * The storefront's one button look (the theme carries no component recipes: docs/performance.md),
 * as an inline Chakra recipe: a 44 px tap target on the design tokens, in five tones.
 * - `solid`: the screen's main action (retry, pay, a new QR, view the order after a refund notice);
 * - `outline`: a second action beside it (view the order, save the QR, reorder);
 * - `danger`: a confirmed destructive action (cancel the order in its dialog);
 * - `quiet`: the neutral choice of a two-button dialog ('no');
 * - `link`: underlined text that acts (cancel an order from its detail page).
 * `size="compact"` is the smaller button of a list card; `wide` fills the row.
 * Call sites add layout only (margins, flex), never colours or borders.
 */
export const ActionButton = chakra(
  'button',
  {
    base: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '2',
      minH: '11',
      px: '6',
      py: '2',
      rounded: 'md',
      fontWeight: 'semibold',
      cursor: 'pointer',
      _disabled: { opacity: 0.6, cursor: 'progress' },
    },
    variants: {
      tone: {
        solid: { border: 'none', bg: 'brand.500', color: 'white' },
        outline: {
          borderWidth: '1px',
          borderStyle: 'solid',
          borderColor: 'brand.500',
          bg: 'white',
          color: 'brand.600',
        },
        danger: { border: 'none', bg: 'danger', color: 'white' },
        quiet: {
          borderWidth: '1px',
          borderStyle: 'solid',
          borderColor: 'border',
          bg: 'bg.panel',
          color: 'fg',
        },
        link: {
          border: 'none',
          bg: 'transparent',
          px: '0',
          color: 'brand.600',
          fontWeight: 'normal',
          fontSize: 'sm',
          textDecoration: 'underline',
        },
      },
      size: {
        regular: {},
        compact: { px: '5', py: '1.5', fontSize: 'sm' },
      },
      wide: {
        true: { w: 'full', py: '3' },
        false: {},
      },
    },
    defaultVariants: { tone: 'solid', size: 'regular', wide: false },
  },
  { defaultProps: { type: 'button' } },
);
