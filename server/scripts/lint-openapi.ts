import { lintOpenApi, openApiDocument } from './openapi.ts';

/**
 * `npm run lint:openapi`: builds the OpenAPI document and lints it with Redocly's recommended
 * rules; fails on any error or warning (docs/api.md "The OpenAPI document").
 */
const result = await lintOpenApi(await openApiDocument());
for (const p of result.problems) {
  process.stdout.write(`${p.severity}\t${p.ruleId}\t${p.location[0]?.pointer ?? ''}\t${p.message}\n`);
}
const { errors, warnings } = result.totals;
process.stdout.write(`redocly ${result.version} (recommended): ${errors} errors, ${warnings} warnings\n`);
process.exitCode = errors + warnings > 0 ? 1 : 0;
