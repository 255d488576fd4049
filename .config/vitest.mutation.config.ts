import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The suites Stryker runs against each mutant (`npm run test:mutation`, docs/mutation.md): the tests
 * of the mutated files (the cart, checkout and payment-poll charts and the server's pricing engine),
 * in node, without the HTTP server suites (they start servers per file and would multiply the run
 * time without testing the mutated files any better).
 *
 * A static mutant (a change to a chart's configuration, evaluated once when the module loads) runs
 * every suite listed here, so a run of one folder should list only that folder's suites:
 * MUTATION_SUITES=cart|checkout|payment-poll|pricing (comma-separated; default: all four).
 */
const root = fileURLToPath(new URL('..', import.meta.url));

const COVERAGE = 'tests/machines/transitions/coverage.test.ts';
const SUITES: Record<string, string[]> = {
  cart: [
    'tests/machines/{cart,add-to-cart}*.test.ts',
    'tests/machines/chart-descriptions.test.ts',
    'tests/unit/{cart-pool,cart-helpers-edges,stored-cart}.test.ts',
    COVERAGE,
  ],
  checkout: [
    'tests/machines/{checkout,order-placement,payment-coupon}*.test.ts',
    'tests/machines/chart-descriptions.test.ts',
    COVERAGE,
  ],
  'payment-poll': ['tests/machines/payment-poll*.test.ts', 'tests/machines/chart-descriptions.test.ts', COVERAGE],
  pricing: ['tests/server/pricing*.test.ts'],
};
/**
 * The transition-coverage suite (tests/machines/transitions) walks only the charts of the suites
 * run: its spec oracles (wrong target, removed action, wrong API input) are what kills a change to
 * a chart's configuration. The add-to-cart chart uses the cart's quantity rules; cart-sync and
 * cart-preview are the cart's children (machines/cart/), order-placement and payment-coupon the
 * checkout's (machines/checkout/), qr-save the QR page's (machines/payment-poll/).
 */
const CHARTS: Record<string, string[]> = {
  cart: ['cart', 'cartSync', 'cartPreview', 'addToCart'],
  checkout: ['checkout', 'orderPlacement', 'paymentCoupon'],
  'payment-poll': ['paymentPoll', 'qrSave'],
  pricing: [],
};
const wanted = (process.env.MUTATION_SUITES ?? Object.keys(SUITES).join(',')).split(',');
const unknown = wanted.filter((name) => !(name in SUITES));
if (unknown.length > 0) throw new Error(`MUTATION_SUITES: unknown suite(s) ${unknown.join(', ')}`);
const charts = wanted.flatMap((name) => CHARTS[name] ?? []);

export default defineConfig({
  test: {
    root,
    include: [...new Set(wanted.flatMap((name) => SUITES[name] ?? []))],
    environment: 'node',
    env: { TRANSITION_CHARTS: charts.join(',') },
    testTimeout: 30_000,
  },
});
