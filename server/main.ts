import { buildApp } from './app.ts';
import { createClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { openDb } from './db/index.ts';
import { seedBulkCopies } from './seed/bulk.ts';
import { seed } from './seed/index.ts';

/** `npm start`: one process, one port: API, OpenAPI, images and the built storefront. */
const config = loadConfig();
const db = await openDb({ url: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema });
const clock = createClock();
const [{ n }] = (await db.query<{ n: number }>('SELECT COUNT(*) AS n FROM customers')) as [{ n: number }];
if (config.seedOnStart === 'always' || (config.seedOnStart === 'auto' && n === 0)) {
  const { resetToSeed } = await import('./seed/index.ts');
  if (n === 0) await db.transaction((tx) => seed(tx, clock.now()));
  else await resetToSeed(db, clock.now());
  if (config.seedBulkCopies > 0) await seedBulkCopies(db, config.seedBulkCopies);
}

const { app, services } = await buildApp({ config, db, clock });
const sweep =
  config.orderSweepSeconds > 0
    ? setInterval(
        () => services.orders.expireUnpaid().catch((err) => app.log.error({ err }, 'order sweep failed')),
        config.orderSweepSeconds * 1000,
      )
    : undefined;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  clearInterval(sweep);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close(); // stops accepting, finishes requests in flight
    await db.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { db: db.driver, devEndpoints: config.devEndpoints, lineMock: config.lineMock },
  `storefront API on http://localhost:${config.port} (OpenAPI: /api/openapi.json, docs: /api/docs${config.devEndpoints ? ', demo bank: /__dev/bank' : ''})`,
);
