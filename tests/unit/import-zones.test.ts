import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import zones of docs/adr/0009-one-home-per-flow.md ("Who may import whom"), as
 * .config/biome.json writes them: one `noRestrictedImports` override per zone and per folder depth,
 * since a pattern sees the specifier as written. This test plants imports in a mirror of the zones
 * (the config, with vcs off, and one file per planted path; stdin mode cannot be used: it exits 1 on
 * formatting alone) and runs `biome lint` once over them: every forbidden plant must be reported,
 * every allowed one must pass. It also fails when a tracked source file sits where no override
 * reaches, and on a relative specifier that is not written the short way (a pattern would miss it).
 */

const CONFIG = '.config/biome.json';
const ZONE_ROOTS = ['contract', 'machines', 'server', 'src'];
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const RULE = 'lint/style/noRestrictedImports';

type Plant = { file: string; specifier: string; allowed?: true };

const forbid = (file: string, ...specifiers: string[]): Plant[] =>
  specifiers.map((specifier) => ({ file, specifier }));
const allow = (file: string, ...specifiers: string[]): Plant[] =>
  specifiers.map((specifier) => ({ file, specifier, allowed: true }));

/** The three holes ADR 0009 found: imports that passed `biome lint` before the zones. */
const HOLES: Plant[] = [
  ...forbid('src/features/cart/plant.ts', '../../features/orders/use-orders.ts'),
  ...forbid('src/features/product/share/plant.ts', '../../cart/use-cart.ts'),
  ...forbid('server/http/plant.ts', '../../src/app/route-files.ts'),
];

const SHARED = ['api', 'lib', 'liff', 'services', 'components', 'i18n'];

const PLANTS: Plant[] = [
  ...HOLES,
  // contract/: itself and zod.
  ...forbid(
    'contract/plant.ts',
    '../src/lib/money.ts',
    '../machines/errors.ts',
    '../server/config.ts',
    'react',
  ),
  ...allow('contract/plant.ts', './money.ts', 'zod', 'zod/mini'),
  // machines/: contract/, its own folder, another flow through its index.ts, xstate.
  ...forbid('machines/plant.ts', '../src/lib/storage.ts', './cart/cart-machine.ts', 'react'),
  ...allow('machines/plant.ts', './errors.ts', './cart/index.ts', '../contract/money.ts', 'xstate'),
  ...forbid(
    'machines/cart/plant.ts',
    '../../src/services/services.ts',
    '../../server/config.ts',
    '../order-history/tabs.ts',
    'react',
    '@xstate/react',
    'react-router-dom',
    '@line/liff/core',
    '@chakra-ui/react',
  ),
  ...allow(
    'machines/cart/plant.ts',
    './quantity.ts',
    '../errors.ts',
    '../order-history/index.ts',
    '../../contract/money.ts',
    'xstate',
  ),
  // server/: contract/ and server/; services, pricing and db never server/http.
  ...forbid('server/plant.ts', '../src/app/route-files.ts', '../machines/cart/index.ts', 'react'),
  ...allow('server/plant.ts', './config.ts', '../contract/index.ts', 'fastify', 'node:fs'),
  ...forbid('server/http/plant.ts', '../../machines/cart/index.ts', 'react-dom/server'),
  ...allow('server/http/plant.ts', '../services/orders.ts', '../../contract/index.ts', './errors.ts'),
  ...forbid('server/seed/plant.ts', '../../src/i18n/th.ts'),
  ...forbid('server/services/plant.ts', '../http/errors.ts', '../../src/lib/money.ts', 'react'),
  ...allow('server/services/plant.ts', './errors.ts', '../db/index.ts', '../../contract/index.ts'),
  ...forbid('server/pricing/plant.ts', '../http/handlers.ts'),
  ...forbid('server/db/plant.ts', '../http/errors.ts'),
  // The former exception, closed by ADR 0009 step 3 (the build's route-files.json).
  ...forbid('server/http/route-preloads.ts', '../../src/app/route-files.ts', '../../src/i18n/th.ts'),
  // src/app (and src/main.tsx): anything but server/.
  ...forbid('src/plant.tsx', '../server/config.ts'),
  ...allow('src/plant.tsx', './app/app.tsx', '../machines/auth/index.ts', '../contract/index.ts'),
  ...forbid('src/app/plant.ts', '../../server/http/route-preloads.ts'),
  ...allow('src/app/plant.ts', '../features/cart/cart-screen.tsx', '../services/services.ts'),
  ...forbid('src/app/layouts/plant.tsx', '../../../server/config.ts'),
  ...allow(
    'src/app/layouts/plant.tsx',
    '../../features/home/home-screen.tsx',
    '../../../machines/home/index.ts',
  ),
  // src/ shared: contract/, machines/, shared; never a feature or src/app.
  ...SHARED.flatMap((folder) =>
    forbid(`src/${folder}/plant.ts`, '../features/cart/use-cart.ts', '../app/router.tsx'),
  ),
  ...forbid('src/services/plant.ts', '../../server/config.ts'),
  ...allow(
    'src/services/plant.ts',
    '../lib/money.ts',
    '../../machines/cart/index.ts',
    '../../contract/index.ts',
  ),
  ...forbid('src/services/cart/plant.ts', '../../features/orders/use-orders.ts', '../../app/router.tsx'),
  ...allow(
    'src/services/cart/plant.ts',
    '../services.ts',
    '../../lib/storage.ts',
    '../../../machines/cart/index.ts',
  ),
  // src/features/<f>/: contract/, machines/, shared, its own folder.
  ...forbid(
    'src/features/cart/plant.ts',
    '../orders/use-orders.ts',
    '../../app/router.tsx',
    '../../../server/config.ts',
    '../../main.tsx',
  ),
  ...allow(
    'src/features/cart/plant.ts',
    './use-cart.ts',
    '../../services/services.ts',
    '../../components/icons.tsx',
    '../../../machines/cart/index.ts',
    '../../../contract/money.ts',
  ),
  ...forbid('src/features/product/share/plant.ts', '../../../app/router.tsx', '../../orders/use-orders.ts'),
  ...allow(
    'src/features/product/share/plant.ts',
    './use-share.ts',
    '../use-add-to-cart.ts',
    '../../../services/services.ts',
    '../../../../machines/share-picker/index.ts',
  ),
];

type Override = { includes: string[]; linter?: { rules?: { style?: { noRestrictedImports?: unknown } } } };

const config = JSON.parse(readFileSync(CONFIG, 'utf8')) as { vcs: object; overrides: Override[] };
const zones = config.overrides.filter((o) => o.linter?.rules?.style?.noRestrictedImports);

/** A Biome glob as a regular expression: `**` any folders, `*` within one name, `{a,b}` either. */
function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] ?? '';
    if (glob.startsWith('**/', i)) {
      source += '(?:.*/)?';
      i += 2;
    } else if (glob.startsWith('**', i)) {
      source += '.*';
      i += 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '{') source += '(?:';
    else if (char === '}') source += ')';
    else if (char === ',') source += '|';
    else source += char.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** Whether an override's `includes` take a path: the last glob that matches decides. */
const includes = (override: Override, path: string): boolean =>
  override.includes.reduce(
    (taken, glob) =>
      glob.startsWith('!')
        ? taken && !globToRegExp(glob.slice(1)).test(path)
        : taken || globToRegExp(glob).test(path),
    false,
  );

const tracked = execFileSync('git', ['ls-files', '-z', '--', ...ZONE_ROOTS], { encoding: 'utf8' })
  .split('\0')
  .filter((path) => SOURCE.test(path));

describe('import zones (ADR 0009)', () => {
  let mirror = '';
  /** Lines of each planted file that Biome reported under noRestrictedImports. */
  const reported = new Map<string, Set<number>>();
  const files = [...new Set(PLANTS.map((plant) => plant.file))];
  const lineOf = (plant: Plant): number =>
    PLANTS.filter((other) => other.file === plant.file).indexOf(plant) + 1;

  beforeAll(() => {
    mirror = mkdtempSync(join(tmpdir(), 'import-zones-'));
    mkdirSync(join(mirror, '.config'));
    writeFileSync(join(mirror, CONFIG), JSON.stringify({ ...config, vcs: { enabled: false } }, null, 2));
    for (const file of files) {
      mkdirSync(dirname(join(mirror, file)), { recursive: true });
      const lines = PLANTS.filter((plant) => plant.file === file).map(
        (plant) => `import '${plant.specifier}';`,
      );
      writeFileSync(join(mirror, file), `${lines.join('\n')}\n`);
    }
    const run = spawnSync(
      resolve('node_modules/.bin/biome'),
      ['lint', '--config-path=.config', '--reporter=json', '--max-diagnostics=none', '.'],
      { cwd: mirror, encoding: 'utf8' },
    );
    if (!run.stdout.trim()) throw new Error(`biome lint gave no report: ${run.stderr}`);
    const report = JSON.parse(run.stdout) as {
      diagnostics: { category: string; location: { path: string; start: { line: number } } }[];
    };
    for (const { category, location } of report.diagnostics) {
      if (category !== RULE) continue;
      const lines = reported.get(location.path) ?? new Set<number>();
      lines.add(location.start.line);
      reported.set(location.path, lines);
    }
  }, 60_000);

  afterAll(() => {
    if (mirror) rmSync(mirror, { recursive: true, force: true });
  });

  it('reports every forbidden plant, the three holes among them', () => {
    const missed = PLANTS.filter((plant) => !plant.allowed && !reported.get(plant.file)?.has(lineOf(plant)));
    expect(missed).toEqual([]);
  });

  it('passes every allowed plant (the zones do not fail everything)', () => {
    const refused = PLANTS.filter((plant) => plant.allowed && reported.get(plant.file)?.has(lineOf(plant)));
    expect(refused).toEqual([]);
    for (const zone of zones) {
      const allowedHere = PLANTS.some((plant) => plant.allowed && includes(zone, plant.file));
      expect(allowedHere, zone.includes.join(' ')).toBe(true);
    }
  });

  it('plants a forbidden import under every zone override (every zone, every depth)', () => {
    const unplanted = zones.filter(
      (zone) => !PLANTS.some((plant) => !plant.allowed && includes(zone, plant.file)),
    );
    expect(unplanted.map((zone) => zone.includes.join(' '))).toEqual([]);
  });

  it('has every planted file and every tracked source file under exactly one zone override', () => {
    const coverage = (path: string) => `${path}: ${zones.filter((zone) => includes(zone, path)).length}`;
    const wrong = [...files, ...tracked].map(coverage).filter((line) => !line.endsWith(': 1'));
    expect(wrong).toEqual([]);
  });

  it('finds no relative specifier written the long way (./../x, a/../b) in tracked sources', () => {
    const sources = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
      .split('\0')
      .filter((path) => SOURCE.test(path));
    const unnormalised = sources.flatMap((path) =>
      ts
        .preProcessFile(readFileSync(path, 'utf8'), true, true)
        .importedFiles.map(({ fileName }) => fileName)
        .filter((specifier) => !isNormalised(specifier))
        .map((specifier) => `${path}: ${specifier}`),
    );
    expect(unnormalised).toEqual([]);
  });

  it('tells a normalised specifier from one written the long way', () => {
    for (const good of ['./a.ts', '../a.ts', '../../b/c.ts', 'react', '@line/liff/core', 'node:fs']) {
      expect(isNormalised(good), good).toBe(true);
    }
    for (const bad of ['./../a.ts', 'a/../b', './a/./b.ts', '../a/../b.ts', './a//b.ts', '../', '..', '.']) {
      expect(isNormalised(bad), bad).toBe(false);
    }
  });
});

/**
 * A specifier written the short way: any `./` or `../` steps come first (`./` alone, or only
 * `../`), then names with no `.`, `..` or empty segment. Only that spelling meets the patterns.
 */
function isNormalised(specifier: string): boolean {
  const segments = specifier.split('/');
  let names = segments[0] === '.' ? 1 : 0;
  if (names === 0) while (segments[names] === '..') names++;
  const rest = segments.slice(names);
  return rest.length > 0 && rest.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}
