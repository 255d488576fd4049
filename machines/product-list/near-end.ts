/** Infinite-scroll threshold of spec section 9: the next page loads within 250 px of the end. */
const NEAR_END_THRESHOLD_PX = 250;

/** Product list page size (spec section 9). */
export const PRODUCT_PAGE_SIZE = 20;

/**
 * Whether the viewport's bottom edge (`scrollBottom` = scrollY + viewport height) is within
 * `threshold` px of the end of the content (`contentHeight`). The view sends `list.nearEnd` when true.
 */
export function isNearEnd(
  scrollBottom: number,
  contentHeight: number,
  threshold = NEAR_END_THRESHOLD_PX,
): boolean {
  return contentHeight - scrollBottom <= threshold;
}
