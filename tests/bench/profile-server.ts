/**
 * Where a hot endpoint's time goes (issue 24, docs/performance.md "Profile"): the real server
 * in-process (PGlite in memory; TEST_DB_DRIVER=postgres with TEST_DATABASE_URL for PostgreSQL),
 * catalogue cache off, under autocannon for S seconds (default 8). Run it under the profiler:
 *   PROFILE_WHAT=orders|summary|search node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx tests/bench/profile-server.ts
 * and open the .cpuprofile in Chrome DevTools (Performance) or speedscope.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { plainOrderBody, startServer } from '../server/harness.ts';
import { SEARCHES, SUMMARY_BODY, searchPath } from './workload.ts';

const which = process.env.PROFILE_WHAT ?? 'orders';
const server = await startServer({ CATALOGUE_CACHE_SECONDS: '0' });
const token = await server.login();
const body = JSON.stringify(await plainOrderBody(server, token));
const requests =
  which === 'orders'
    ? [
        {
          method: 'POST' as const,
          path: '/api/v1/ssc/orders',
          body,
          setupRequest: (r: autocannon.Request) => ({
            ...r,
            headers: { ...r.headers, 'idempotency-key': randomUUID() },
          }),
        },
      ]
    : which === 'summary'
      ? [
          {
            method: 'POST' as const,
            path: '/api/v1/ssc/summary/saleitem',
            body: SUMMARY_BODY,
          },
        ]
      : SEARCHES.map((w) => ({
          method: 'GET' as const,
          path: searchPath(w),
        }));
const r = await autocannon({
  url: server.url,
  connections: 10,
  duration: Number(process.env.S ?? 8),
  headers: {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
  },
  requests,
});
console.log(which, r.requests.average, 'req/s p99', r.latency.p99, 'non2xx', r.non2xx);
await server.close();
