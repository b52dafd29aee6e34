// bench/web: the first visit of /, /login/1 and /base as a phone on a cold cache sees it.
//   npm run build && node --import tsx bench/web.ts
// Builds nothing itself: it serves the web app that `npm run build` left in apps/web/dist.
// (a) The system Chromium (Playwright, 375 px viewport) loads each page once on a fresh profile;
//     the Chrome DevTools Protocol reports every response: the JavaScript and CSS it downloaded
//     (modulepreloads and lazy route chunks included) weighed gzipped, and the bytes that crossed
//     the wire with the server's own compression (headers included).
// (b) Lighthouse, performance category only, mobile form factor with its default (simulated)
//     throttling, in the system Chromium; the median score of BENCH_LH_RUNS runs (default 3).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright';
import { printTable, ROOT, startProcess, times, waitFor, type BenchRow } from './lib';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = 3941;
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = ['/', '/login/1', '/base'];
const JS_BUDGET_KB = 150;
const LH_GOAL = 95;
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const LH_TIMEOUT_MS = 120_000;

interface Weight {
  jsGz: number;
  jsFiles: number;
  cssGz: number;
  cssFiles: number;
  wire: number;
  raw: number;
  requests: number;
  /** Text responses that came without content-encoding (should be none but tiny ones). */
  uncompressed: string[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (value: number, baseline: number) => times(value / baseline);

/** Loads one page on a fresh profile and adds up what came over the wire. */
async function weigh(browser: Browser, pathname: string): Promise<Weight> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const responses = new Map<string, { url: string; mime: string; encoding: string }>();
  const finished: { id: string; encoded: number }[] = [];
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    responses.set(e.requestId, {
      url: e.response.url,
      mime: e.response.mimeType,
      encoding: String(headers['content-encoding'] ?? ''),
    });
  });
  cdp.on('Network.loadingFinished', (e) => finished.push({ id: e.requestId, encoded: e.encodedDataLength }));
  await page.goto(`${BASE}${pathname}`, { waitUntil: 'networkidle' });

  const weight: Weight = {
    jsGz: 0,
    jsFiles: 0,
    cssGz: 0,
    cssFiles: 0,
    wire: 0,
    raw: 0,
    requests: 0,
    uncompressed: [],
  };
  for (const { id, encoded } of finished) {
    const response = responses.get(id);
    if (!response || response.url.startsWith('data:')) continue;
    weight.requests += 1;
    weight.wire += encoded;
    const { body, base64Encoded } = (await cdp.send('Network.getResponseBody', { requestId: id })) as {
      body: string;
      base64Encoded: boolean;
    };
    const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
    weight.raw += bytes.length;
    const isJs = /javascript/.test(response.mime) || /\.m?js(\?|$)/.test(response.url);
    const isCss = response.mime === 'text/css' || /\.css(\?|$)/.test(response.url);
    const isText = isJs || isCss || /html|json|svg|text/.test(response.mime);
    if (isJs) {
      weight.jsGz += gzipSync(bytes, { level: 9 }).length;
      weight.jsFiles += 1;
    }
    if (isCss) {
      weight.cssGz += gzipSync(bytes, { level: 9 }).length;
      weight.cssFiles += 1;
    }
    if (isText && !response.encoding && bytes.length > 1024)
      weight.uncompressed.push(new URL(response.url).pathname);
  }
  await context.close();
  return weight;
}

interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Lighthouse's performance score for one page (mobile, default simulated throttling). */
async function lighthouseRun(port: number, pathname: string, attempt = 1): Promise<LighthouseFigures> {
  // A run takes 10–20 s here; one that hangs (it has happened, on a page that never settled) fails
  // the bench with its page named instead of stopping it for good.
  let timer: NodeJS.Timeout | undefined;
  const result = await Promise.race([
    lighthouse(`${BASE}${pathname}`, {
      port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    }),
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Lighthouse did not finish ${pathname} in ${LH_TIMEOUT_MS / 1000} s`)),
        LH_TIMEOUT_MS,
      );
    }),
  ]).finally(() => clearTimeout(timer));
  if (!result) throw new Error(`Lighthouse gave no result for ${pathname}`);
  const { lhr } = result;
  // A trace that failed to record (NO_NAVSTART and the like) says nothing of the page: run again.
  if (lhr.runtimeError && attempt < 3) return lighthouseRun(port, pathname, attempt + 1);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

const median = <T>(xs: T[], key: (x: T) => number) =>
  [...xs].sort((a, b) => key(a) - key(b))[xs.length >> 1]!;

export async function run(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keh-bench-web-'));
  const server = startProcess('apps/server/src/main.ts', {
    PORT: String(PORT),
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
  });
  const rows: BenchRow[] = [];
  let browser: Browser | null = null;
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  try {
    await waitFor(`${BASE}/api/health`);
    const shell = await fetch(`${BASE}/`);
    if (!(shell.headers.get('content-type') ?? '').includes('text/html'))
      throw new Error(`${BASE}/ serves no web app: run \`npm run build\` first (apps/web/dist)`);

    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    const weights = new Map<string, Weight>();
    for (const pathname of PAGES) weights.set(pathname, await weigh(browser, pathname));
    await browser.close();
    browser = null;

    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    for (const pathname of PAGES) {
      const w = weights.get(pathname)!;
      const area = `first visit ${pathname}`;
      const runs: LighthouseFigures[] = [];
      for (let i = 0; i < LH_RUNS; i++) runs.push(await lighthouseRun(chrome.port, pathname));
      const lh = median(runs, (r) => r.score);
      rows.push(
        {
          area,
          figure: 'initial JS gz',
          value: `${kb(w.jsGz)} (${w.jsFiles} files)`,
          baseline: `≤ ${JS_BUDGET_KB} KB`,
          ratio: ratio(w.jsGz / 1024, JS_BUDGET_KB),
        },
        { area, figure: 'CSS', value: `${kb(w.cssGz)} gz (${w.cssFiles} files)`, baseline: '', ratio: '' },
        {
          area,
          figure: 'over the wire',
          value: `${kb(w.wire)} (${w.requests} requests)`,
          baseline: `${kb(w.raw)} uncompressed`,
          ratio: ratio(w.wire, w.raw),
        },
        {
          area,
          figure: 'Lighthouse performance',
          value:
            `${lh.score} (FCP ${(lh.fcp / 1000).toFixed(1)} s, LCP ${(lh.lcp / 1000).toFixed(1)} s, ` +
            `TBT ${Math.round(lh.tbt)} ms, CLS ${lh.cls.toFixed(2)}; runs ${runs.map((r) => r.score).join('/')})`,
          baseline: `≥ ${LH_GOAL}`,
          ratio: ratio(lh.score, LH_GOAL),
        },
      );
      if (w.uncompressed.length) {
        const some = w.uncompressed.slice(0, 3).join(', ');
        console.warn(
          `${pathname}: ${w.uncompressed.length} text responses over 1 KB came uncompressed (${some}…)`,
        );
      }
    }
  } finally {
    await browser?.close();
    chrome?.kill();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(
    `web app: ${path.join(ROOT, 'apps/web/dist')} (run \`npm run build\` first); Chromium: ${CHROMIUM}`,
  );
  printTable('First visit (bench/web)', await run());
}
