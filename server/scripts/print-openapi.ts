import { openApiDocument } from './openapi.ts';

/** `npm run openapi`: prints the OpenAPI document (in-memory database, nothing listens). */
process.stdout.write(`${JSON.stringify(await openApiDocument(), null, 2)}\n`);
