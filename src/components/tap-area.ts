/**
 * A small text link or button made easier to tap without moving anything on screen: padding above
 * and below (8 px each) enlarges what a finger can hit to well over WCAG's 24 px, and a negative
 * margin of the same size takes the space back, so the text stays where it was. For links and
 * buttons that stand apart from other targets (not in a tight list of rows).
 */
export const TAP_AREA = { display: 'inline-block', py: '2', my: '-2' } as const;
