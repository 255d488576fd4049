/**
 * Order rules that the server enforces and the storefront checks before asking (constants only, no
 * zod: machines/ imports them). Each number lives here once; the cart chart, the zod schemas and the
 * server's pricing and order placement import it.
 */

/** The cart stepper's 1..999 (spec sections 5 and 9): the fewest and most units one line may hold. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 999;
/** The most lines one summary or order may hold. */
export const LINES_MAX = 200;
/**
 * The most products one batch lookup (POST /skus/lookup) names. The cart's refresh on opening asks
 * for its distinct products in batches of this many, so a cart of thousands of lines costs a few
 * requests, not one per line.
 */
export const LOOKUP_BATCH_MAX = 500;
/** Minimum order in baht (spec section 9): the cart's pay button and POST /orders both refuse less. */
export const MINIMUM_ORDER_BAHT = 500;
/** The usual order (GET /orders/usual): read from this many of the shop's latest paid or delivered orders. */
export const USUAL_ORDERS_READ = 5;
/** The usual order holds at most this many products. */
export const USUAL_ITEMS_MAX = 12;
