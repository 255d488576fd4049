import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docPath, generatedBlock, MACHINES } from '../tools/machine-docs.ts';

describe('docs/machines', () => {
  for (const { name, machine } of MACHINES) {
    it(`${name}: the page shows the chart as it is (run npm run docs:machines after changing it)`, () => {
      expect(existsSync(docPath(name))).toBe(true);
      expect(readFileSync(docPath(name), 'utf8')).toContain(generatedBlock(machine));
    });
  }
});
