import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDb } from '../db/index.ts';

/** `npm run openapi`: prints the OpenAPI document (in-memory database, nothing listens). */
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production' });
const db = await openDb();
const { app } = await buildApp({ config, db, logger: false });
await app.ready();
process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await db.close();
