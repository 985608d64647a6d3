/**
 * Lighthouse 12 (offline, on localhost) in the tests' Chromium: one page audited RUNS times on
 * desktop or mobile (mobile = Lighthouse's 4× CPU slowdown and slow network).
 *
 * Lighthouse's scores vary from run to run (its own advice is to report a median), more so on a
 * shared two-core machine: each category's median over the runs is reported, with the range of
 * the performance score (its worst run is a target of its own).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export type FormFactor = 'desktop' | 'mobile';

/** Runs per page: RUNS in the environment while developing (e.g. RUNS=1), else 5. */
export const RUNS = Math.max(1, Number(process.env.RUNS) || 5);

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * Speed Index: how soon the page looks finished. /library's spec shows skeletons for 800 ms
   * before its cards: 0.8-0.9 s on desktop in a quiet run, 1.1-1.2 s in some full runs (a Speed
   * Index score of about 0.94 and a performance score of 0.99).
   */
  siMs: number;
  /** Lighthouse's measure of the host's CPU speed (lhr.environment.benchmarkIndex). */
  benchmarkIndex: number;
  /** Audits that failed (score under 1) in accessibility and best practices, by id. */
  failing: string[];
}

export interface Audited {
  page: string;
  formFactor: FormFactor;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  siMs: number;
  benchmarkIndex: number;
  /** Lowest and highest performance score over the runs. */
  range: [number, number];
  failing: string[];
}

/**
 * LH_DUMP=<folder> while developing: each run's report and trace are written there (report-*.json,
 * trace-*.json), for what the scores do not say: which task blocked, which request a metric
 * waited for. A trace opens in Chromium's Performance panel.
 */
function keepRun(folder: string, url: string, formFactor: FormFactor, lhr: unknown, trace: unknown): void {
  mkdirSync(folder, { recursive: true });
  const name = `${formFactor}-${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${Date.now()}`;
  writeFileSync(join(folder, `report-${name}.json`), JSON.stringify(lhr));
  writeFileSync(join(folder, `trace-${name}.json`), JSON.stringify(trace));
}

async function auditOnce(url: string, port: number, formFactor: FormFactor, cookie?: string): Promise<Run | null> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (process.env.LH_DUMP) keepRun(process.env.LH_DUMP, url, formFactor, lhr, result.artifacts.Trace);
  // A run whose trace could not be read (NO_NAVSTART and the like) has no scores: run again.
  if (lhr.runtimeError) return null;
  // A signed-in page that ended elsewhere (the session was refused) is not the page: say so.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse was sent from ${url} to ${lhr.finalDisplayedUrl}`);
  }
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const failing = ['accessibility', 'best-practices'].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    siMs: Math.round(lhr.audits['speed-index']?.numericValue ?? 0),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export async function audit(page: string, url: string, port: number, formFactor: FormFactor, cookie?: string): Promise<Audited> {
  const runs: Run[] = [];
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt += 1) {
    const run = await auditOnce(url, port, formFactor, cookie);
    if (run) runs.push(run);
  }
  if (runs.length === 0) throw new Error(`Lighthouse could not audit ${url} (${formFactor})`);
  const performance = runs.map((r) => r.performance);
  return {
    page,
    formFactor,
    runs: runs.length,
    performance: median(performance),
    accessibility: median(runs.map((r) => r.accessibility)),
    bestPractices: median(runs.map((r) => r.bestPractices)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    siMs: median(runs.map((r) => r.siMs)),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    range: [Math.min(...performance), Math.max(...performance)],
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}
