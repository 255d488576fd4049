import { buildApp } from './app.ts';
import { createClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { openDb } from './db/index.ts';
import { seedOnStart } from './seed/index.ts';

/** `npm start`: one process, one port: API, OpenAPI, images and the built storefront. */
const config = loadConfig();
const db = await openDb({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  schema: config.databaseSchema,
}).catch((error: Error) => {
  // A PGlite folder another process has open, an unreachable DATABASE_URL: say so, and stop.
  console.error(`storefront: cannot open the database: ${error.message}`);
  process.exit(1);
});
const clock = createClock();
await seedOnStart(db, config.seedOnStart, clock.now(), config.seedBulkCopies);

const { app, services } = await buildApp({
  config,
  db,
  clock,
  // On a PGlite folder (one process) the fake of Opn keeps its charges beside it, so a restart
  // remembers them as it remembers their payments (docs/payments.md "In development").
  opnFakeStateFile:
    !config.databaseUrl && config.dataDir
      ? `${config.dataDir.replace(/[/\\]+$/, '')}-opn-fake.json`
      : undefined,
});
const sweep =
  config.orderSweepSeconds > 0
    ? setInterval(
        () => services.orders.expireUnpaid().catch((err) => app.log.error({ err }, 'order sweep failed')),
        config.orderSweepSeconds * 1000,
      )
    : undefined;

// Pending provider payments past their deadline are asked about (a lost webhook); refunds due are
// paid back through the provider (docs/payments.md "Reconciliation").
const reconcile =
  config.paymentReconcileSeconds > 0 && config.paymentProvider === 'opn'
    ? setInterval(
        () =>
          services.providerPayments
            .reconcile()
            .catch((err) => app.log.error({ err }, 'payment reconciliation failed')),
        config.paymentReconcileSeconds * 1000,
      )
    : undefined;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  clearInterval(sweep);
  clearInterval(reconcile);
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
  {
    db: db.driver,
    devEndpoints: config.devEndpoints,
    lineMock: config.lineMock,
    paymentProvider: `${config.paymentProvider}${config.paymentProvider === 'opn' && config.opn.fake ? ' (built-in fake)' : ''}`,
    staffApi: Boolean(config.staffApiKey),
  },
  `storefront API on http://localhost:${config.port} (OpenAPI: /api/openapi.json, docs: /api/docs${config.devEndpoints ? ', demo bank: /__dev/bank' : ''})`,
);
