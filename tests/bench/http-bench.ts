import autocannon from 'autocannon';
import { startServer } from '../server/harness.ts';
import { SUMMARY_BODY } from './workload.ts';

/**
 * `npm run bench`: HTTP load on loopback against the real server (embedded PGlite, seeded).
 * Target on a 2-core machine: GET /skus >= 2,000 req/s with p99 <= 25 ms (docs/performance.md).
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const server = await startServer();
const token = await server.login();
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

async function run(title: string, opts: Partial<autocannon.Options>) {
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
    ...opts,
  });
  const non2xx = result.non2xx + result.errors;
  const line = `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${non2xx}`;
  console.log(line);
  return result;
}

console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s each, db ${server.db.driver}`);
const skus = await run('GET /api/v1/ssc/skus (page 1..5)', {
  requests: [1, 2, 3, 4, 5].map((page) => ({
    method: 'GET' as const,
    path: `/api/v1/ssc/skus?limit=20&page=${page}&order_name=order&order_by=asc`,
  })),
});
const summary = await run('POST /api/v1/ssc/summary/saleitem', {
  url: `${server.url}/api/v1/ssc/summary/saleitem`,
  method: 'POST',
  body: SUMMARY_BODY,
});
await server.close();

const ok = skus.requests.average >= 2000 && skus.latency.p99 <= 25;
console.log(`GET /skus target (>= 2000 req/s, p99 <= 25 ms): ${ok ? 'met' : 'NOT met'}`);
console.log(`POST /summary/saleitem: ${summary.requests.average.toFixed(0)} req/s (no target; reported)`);
