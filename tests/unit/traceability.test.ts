import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Keeps docs/traceability.md honest: it maps every rule of spec sections 4 and 8 to the chart
 * element and the tests. Each table row is `| #id | rule | chart element | tests | status |`; a
 * reference is `` `path` › `name` › `name` ``, several per cell separated by `<br>`.
 */

const DOC = 'docs/traceability.md';
/** Spec section 4 has 15 bullets, section 8 a table of 18 rows. */
const SECTIONS = { 4: 15, 8: 18 } as const;
const COVERAGE = ['tested', 'partly tested', 'no test'] as const;
const FLAGS = ['outside chart', 'differs'] as const;

type Ref = { path: string; names: string[] };
type Row = { id: string; rule: string; chart: Ref[]; tests: Ref[]; status: string[] };

const isPath = (text: string): boolean => /^[\w.-]+(\/[\w.-]+)+$/.test(text);

/** The references of one cell: each chain of backticked segments that starts with a path. */
function refsOf(cell: string): Ref[] {
  const refs: Ref[] = [];
  for (const match of cell.matchAll(/`([^`]+)`((?:\s*›\s*`[^`]+`)*)/g)) {
    const [, head = '', tail = ''] = match;
    if (!isPath(head)) continue;
    const names = [...tail.matchAll(/`([^`]+)`/g)].map(([, name = '']) => name);
    refs.push({ path: head, names });
  }
  return refs;
}

function parseRows(markdown: string): Row[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('| §'))
    .map((line) => {
      const cells = line.split('|').slice(1, -1);
      expect(cells, line).toHaveLength(5);
      const [id = '', rule = '', chart = '', tests = '', status = ''] = cells.map((cell) => cell.trim());
      return {
        id,
        rule,
        chart: refsOf(chart),
        tests: refsOf(tests),
        status: status.split(',').map((flag) => flag.trim()),
      };
    });
}

const doc = readFileSync(DOC, 'utf8');
const rows = parseRows(doc);
const read = (path: string): string => readFileSync(path, 'utf8');
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const coverageOf = (row: Row): string =>
  row.status.find((flag) => (COVERAGE as readonly string[]).includes(flag)) ?? '';
const isChartFile = (path: string): boolean => /^machines\/.+-machine\.ts$/.test(path);

describe('docs/traceability.md', () => {
  it('has one row per rule, with ids running without gaps over every bullet of section 4 and row of section 8', () => {
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [section, count] of Object.entries(SECTIONS)) {
      const numbers = new Set(
        ids
          .map((id) => new RegExp(`^§${section}\\.(\\d+)[a-z]?$`).exec(id)?.[1])
          .filter((n): n is string => n !== undefined)
          .map(Number),
      );
      expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    }
    for (const row of rows) {
      expect(row.id, row.id).toMatch(/^§(4|8)\.\d+[a-z]?$/);
      expect(row.rule.length, row.id).toBeGreaterThan(10);
    }
  });

  it('puts each section 4 row under the heading of its bullet', () => {
    const headings = [...doc.matchAll(/^### (§4\.\d+) /gm)].map(([, id = '']) => id);
    expect(headings).toHaveLength(SECTIONS[4]);
    let current = '';
    for (const line of doc.split('\n')) {
      const heading = /^### (§4\.\d+) /.exec(line)?.[1];
      if (heading) current = heading;
      if (line.startsWith('## Section 8')) current = '§8';
      const id = /^\| (§[48]\.\d+)[a-z]? \|/.exec(line)?.[1];
      if (id) expect(id.startsWith('§8') ? '§8' : id, line.slice(0, 40)).toBe(current);
    }
  });

  it('gives every row one coverage mark, known flags, and references that agree with them', () => {
    for (const row of rows) {
      const coverage = row.status.filter((flag) => (COVERAGE as readonly string[]).includes(flag));
      expect(coverage, row.id).toHaveLength(1);
      for (const flag of row.status) {
        expect([...COVERAGE, ...FLAGS] as string[], row.id).toContain(flag);
      }
      expect(row.chart.length, `${row.id}: no implementation named`).toBeGreaterThan(0);
      if (coverageOf(row) === 'no test') expect(row.tests, row.id).toEqual([]);
      else expect(row.tests.length, `${row.id}: no test named`).toBeGreaterThan(0);
      const outside = row.chart.some((ref) => !isChartFile(ref.path));
      const inChart = row.chart.some((ref) => isChartFile(ref.path));
      if (row.status.includes('outside chart'))
        expect(outside, `${row.id}: nothing outside a chart`).toBe(true);
      else expect(inChart, `${row.id}: no chart named`).toBe(true);
    }
  });

  it('names files that exist, and chart elements that occur in them', () => {
    for (const row of rows) {
      for (const ref of row.chart) {
        expect(existsSync(ref.path) && statSync(ref.path).isFile(), `${row.id}: ${ref.path}`).toBe(true);
        const text = read(ref.path);
        for (const name of ref.names) {
          const word = new RegExp(`(?<![\\w$-])${escapeRegExp(name)}(?![\\w$-])`);
          expect(word.test(text), `${row.id}: '${name}' in ${ref.path}`).toBe(true);
        }
      }
    }
  });

  it('names test files that exist, and test titles written in them', () => {
    for (const row of rows) {
      for (const ref of row.tests) {
        expect(ref.path, row.id).toMatch(/^tests\/.+\.(test|spec)\.tsx?$/);
        expect(existsSync(ref.path), `${row.id}: ${ref.path}`).toBe(true);
        expect(ref.names.length, `${row.id}: ${ref.path} without a test title`).toBeGreaterThan(0);
        const text = read(ref.path);
        for (const name of ref.names) {
          const literal = ["'", '"', '`'].some((quote) => text.includes(`${quote}${name}${quote}`));
          expect(literal, `${row.id}: '${name}' in ${ref.path}`).toBe(true);
        }
      }
    }
  });

  it('states counts in its summary that match the tables', () => {
    const summary = /<!-- counts[^\n]*-->\n\|[^\n]*\n\|[^\n]*\n\| ([^\n]*) \|/.exec(doc)?.[1];
    expect(summary).toBeDefined();
    const [total, tested, partly, none, outside, differs] = (summary ?? '')
      .split('|')
      .map((n) => Number(n.trim()));
    const count = (flag: string) => rows.filter((row) => row.status.includes(flag)).length;
    expect({ total, tested, partly, none, outside, differs }).toEqual({
      total: rows.length,
      tested: count('tested'),
      partly: count('partly tested'),
      none: count('no test'),
      outside: count('outside chart'),
      differs: count('differs'),
    });
  });
});
