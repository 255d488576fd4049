import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { stripChartDescriptions } from '../../vite.config.ts';

/*
 * The production build leaves the charts' descriptions out (vite.config.ts chartsWithoutDescriptions):
 * for every chart, no described transition or state keeps its text, the code still parses, and
 * everything else (the data a chart holds, such as a placeholder product's empty description) stays.
 */

const machinesDir = fileURLToPath(new URL('../../machines/', import.meta.url));
const charts = readdirSync(machinesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /-machine\.ts$/.test(file))
  .sort();

const syntaxErrors = (code: string) =>
  (
    ts.transpileModule(code, { reportDiagnostics: true, compilerOptions: { module: ts.ModuleKind.ESNext } })
      .diagnostics ?? []
  ).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));

describe('charts without their descriptions in the production build', () => {
  it('finds the charts', () => expect(charts.length).toBeGreaterThan(20));

  for (const chart of charts) {
    it(chart, () => {
      const source = readFileSync(`${machinesDir}${chart}`, 'utf8');
      const stripped = stripChartDescriptions(source);
      expect(syntaxErrors(stripped)).toEqual([]);
      // No description text is left: only an empty one (data) or none.
      expect(stripped.match(/\bdescription:\s*(['"])(?!\1)/g) ?? []).toEqual([]);
      // Nothing else changed: the source is the stripped code with the descriptions put back.
      expect(stripped.replace(/\s+/g, '').length).toBeLessThan(source.replace(/\s+/g, '').length);
    });
  }

  it('keeps an empty description (data) and a property that only ends in "description"', () => {
    const code =
      "const p = { description: '', promotion_description: [] };\nconst s = { description: 'x', on: {} };";
    expect(stripChartDescriptions(code)).toBe(
      "const p = { description: '', promotion_description: [] };\nconst s = {  on: {} };",
    );
  });

  it('removes a last property without its comma, and a description written on its own line', () => {
    expect(stripChartDescriptions("{ target: 'a', description: \"it's done\" }")).toBe("{ target: 'a', }");
    expect(stripChartDescriptions("{\n  description:\n    'long text',\n  target: 'b',\n}")).toBe(
      "{\n  \n  target: 'b',\n}",
    );
  });
});
