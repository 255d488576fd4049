import { spawnSync } from 'node:child_process';
import { refreshAll } from '../../machines/cart/refresh.ts';
import { STORAGE_KEYS } from '../../machines/storage.ts';
import { createApiClient } from '../../src/api/index.ts';
import { cartLine } from '../e2e/stored-cart.ts';
import { startServer } from '../server/harness.ts';

/**
 * `npm run bench`: the cart refresh of 100 lines against the real server (at most 6 lookups in
 * flight, printed with the total time), then the model-based path suites (path counts, run time).
 */
const server = await startServer();
const data = new Map<string, string>([[STORAGE_KEYS.accessToken, await server.login()]]);
const storage = {
  getItem: (k: string) => data.get(k) ?? null,
  setItem: (k: string, v: string) => void data.set(k, v),
  removeItem: (k: string) => void data.delete(k),
};
// No LIFF here: a 401 would fail its request (the bench's token does not expire).
const api = createApiClient({ baseURL: server.url, storage, liff: { getIDToken: () => null } });
const lines = Array.from({ length: 100 }, (_, i) =>
  cartLine(i + 1, { name: `line ${i + 1}`, price: 10, imageUrl: '' }),
);
let inFlight = 0;
let maxInFlight = 0;
const started = performance.now();
const refreshed = await refreshAll(lines, async (skuId, signal) => {
  inFlight += 1;
  maxInFlight = Math.max(maxInFlight, inFlight);
  try {
    return await api.lookupSku({ params: { sku_id: skuId } }, { signal });
  } finally {
    inFlight -= 1;
  }
});
console.log(
  `cart refresh of 100 lines: ${(performance.now() - started).toFixed(0)} ms, ` +
    `at most ${maxInFlight} lookups in flight, ${refreshed.length} lines kept`,
);
await server.close();

const suite = performance.now();
const run = spawnSync(
  'node_modules/.bin/vitest',
  [
    'run',
    '--project',
    'machines',
    'tests/machines/checkout-machine.test.ts',
    'tests/machines/payment-poll-machine.test.ts',
    'tests/machines/pay-machine.test.ts',
    'tests/machines/order-cancel-machine.test.ts',
    'tests/machines/share-picker-machine.test.ts',
  ],
  { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } },
);
const counts = (run.stdout.match(/^.*\d+ (generated )?simple paths.*$/gm) ?? []).map((l) => l.trim());
console.log(
  `model-based suites (checkout, payment poll, pay, order cancel, share picker): ${((performance.now() - suite) / 1000).toFixed(1)} s`,
);
for (const line of counts) console.log(`  ${line}`);
if (run.status !== 0) console.log('  (the suite failed: run npm test)');
