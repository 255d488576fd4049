/**
 * Limits of an order that the server enforces and the storefront checks before asking (constants
 * only, no zod: machines/ imports them). The cart stepper's 1..999 (spec sections 5 and 9) and the
 * most lines one summary or order may hold.
 */
export const QUANTITY_MAX = 999;
export const LINES_MAX = 200;
