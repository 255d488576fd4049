/**
 * What LINE's Messaging API reference allows in a message, as data for flex-check.ts: its limits
 * (messages per push, text and label lengths, bubble and carousel bytes), the keywords a size,
 * spacing or colour may take, and each component's list of properties. Kept apart from the checks
 * so a change in LINE's reference is an edit to these lists, not to the code that walks a message.
 */

/** LINE's limits. */
export const LIMITS = {
  messagesPerPush: 5,
  textMessageChars: 5000,
  altTextChars: 1500,
  bubbleBytes: 30 * 1024,
  carouselBytes: 50 * 1024,
  carouselBubbles: 12,
  actionLabelChars: 40,
  uriChars: 1000,
  imageUrlChars: 2000,
} as const;

export const HEX = /^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/;
export const PX = /^\d+(\.\d+)?px$/;
export const PERCENT_OR_PX = /^(\d+(\.\d+)?(px|%))$/;
export const SPACING = ['none', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'];
export const TEXT_SIZES = ['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', '3xl', '4xl', '5xl'];
export const IMAGE_SIZES = [...TEXT_SIZES, 'full'];
export const BUBBLE_SIZES = ['nano', 'micro', 'deca', 'hecto', 'kilo', 'mega', 'giga'];
export const URI_SCHEMES = /^(https?:\/\/[^\s]+|line:\/\/[^\s]+|tel:[0-9+*#-]+)$/;

const COMMON = [
  'type',
  'flex',
  'margin',
  'position',
  'offsetTop',
  'offsetBottom',
  'offsetStart',
  'offsetEnd',
];
/** The properties each component may have: any other is a problem, as it is for LINE. */
export const ALLOWED: Record<string, string[]> = {
  box: [
    ...COMMON,
    'layout',
    'contents',
    'spacing',
    'backgroundColor',
    'borderColor',
    'borderWidth',
    'cornerRadius',
    'width',
    'maxWidth',
    'height',
    'maxHeight',
    'paddingAll',
    'paddingTop',
    'paddingBottom',
    'paddingStart',
    'paddingEnd',
    'action',
    'justifyContent',
    'alignItems',
    'background',
  ],
  text: [
    ...COMMON,
    'text',
    'contents',
    'size',
    'align',
    'gravity',
    'color',
    'weight',
    'style',
    'decoration',
    'wrap',
    'lineSpacing',
    'action',
    'maxLines',
    'adjustMode',
    'scaling',
  ],
  span: ['type', 'text', 'size', 'color', 'weight', 'style', 'decoration'],
  button: [...COMMON, 'action', 'height', 'style', 'color', 'gravity', 'adjustMode', 'scaling'],
  separator: ['type', 'margin', 'color'],
  filler: ['type', 'flex'],
  image: [
    ...COMMON,
    'url',
    'size',
    'aspectRatio',
    'aspectMode',
    'backgroundColor',
    'action',
    'align',
    'gravity',
    'animated',
  ],
  icon: [...COMMON, 'url', 'size', 'aspectRatio', 'scaling'],
};
export const BUBBLE_KEYS = [
  'type',
  'size',
  'direction',
  'header',
  'hero',
  'body',
  'footer',
  'styles',
  'action',
];
