/** The API contract: one set of zod schemas for the storefront and the reference server. */

export * from './catalogue.ts';
export * from './common.ts';
export * from './coupons.ts';
export * from './limits.ts';
export * from './money.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './query.ts';
export * from './routes.ts';
export * from './statuses.ts';
export * from './summary.ts';
export * from './users.ts';
