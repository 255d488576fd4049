import { existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServerProcess } from '../tools/local-run.ts';

/**
 * `npm run bench` (after `vite build`): Lighthouse's default mobile run (simulated slow 4G, 4x CPU
 * slowdown, Moto G Power screen) on /home, a product page and /cart, three runs each, each in a
 * fresh Chromium (cold cache, signed out: the first open of the LIFF app), against the server as
 * `npm start` runs it (built dist/ + API + seeded embedded database) on a free loopback port.
 * Prints the median of each figure (issue 12: performance >= 90, LCP <= 2.5 s, TBT <= 150 ms,
 * CLS <= 0.02). LIGHTHOUSE_RUNS changes the number of runs, LIGHTHOUSE_PAGES (comma-separated) the
 * pages; LIGHTHOUSE_JSON=<file> keeps every run with its LCP element and layout shifts;
 * LIGHTHOUSE_LHR_DIR=<folder> keeps each run's whole Lighthouse report (what delays LCP, long tasks).
 */
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/home', '/products/1', '/cart'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

interface Run {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The LCP element as Lighthouse names it. */
  lcpElement: string;
  /** The layout shifts (element, score), for LIGHTHOUSE_JSON. */
  shifts: { node: string; score: number }[];
}

async function audit(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    ...(chromePath ? { chromePath } : {}),
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { lhr } = result;
    if (process.env.LIGHTHOUSE_LHR_DIR) {
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
      writeFileSync(`${process.env.LIGHTHOUSE_LHR_DIR}/${name}`, JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    // Lighthouse 13 names the LCP element in its LCP breakdown (12 had an audit of its own).
    const breakdown = (
      lhr.audits['lcp-breakdown-insight']?.details as
        | { items?: { type?: string; snippet?: string }[] }
        | undefined
    )?.items;
    const lcpItems = (
      lhr.audits['largest-contentful-paint-element']?.details as
        | { items?: { items?: { node?: { snippet?: string } }[] }[] }
        | undefined
    )?.items;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      lcpElement:
        breakdown?.find((item) => item.type === 'node')?.snippet ??
        lcpItems?.[0]?.items?.[0]?.node?.snippet ??
        '',
      shifts: (
        (
          lhr.audits['layout-shifts']?.details as
            | { items?: { node?: { snippet?: string }; score?: number }[] }
            | undefined
        )?.items ?? []
      ).map((item) => ({ node: item.node?.snippet ?? '', score: item.score ?? 0 })),
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is tried again, twice at most. */
async function auditWithRetry(url: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${url}: ${(error as Error).message}; trying again`);
    }
  }
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const port = await freePort();
const server = await startServerProcess(port, { SEED_ON_START: 'always', STATIC_DIR: 'dist' });
const results: Record<string, Run[]> = {};
try {
  for (const path of PAGES) {
    results[path] = [];
    for (let run = 0; run < RUNS; run++)
      results[path].push(await auditWithRetry(`http://127.0.0.1:${port}${path}`));
  }
} finally {
  server.kill();
}

console.log(
  `Lighthouse mobile (median of ${RUNS} runs; load average ${(await import('node:os')).loadavg()[0]?.toFixed(1)})`,
);
console.log('| page | performance | FCP | LCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|');
for (const [path, runs] of Object.entries(results)) {
  const m = (key: keyof Omit<Run, 'lcpElement' | 'shifts'>) => median(runs.map((r) => r[key]));
  console.log(
    `| ${path} | ${m('performance')} | ${seconds(m('fcp'))} | ${seconds(m('lcp'))} | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} |`,
  );
}
for (const [path, runs] of Object.entries(results)) {
  console.log(
    `${path}: scores ${runs.map((r) => r.performance).join(', ')}; LCP element ${runs[0]?.lcpElement}`,
  );
}
if (process.env.LIGHTHOUSE_JSON) writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(results, null, 2));
