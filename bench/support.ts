import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { cpuTimeUs } from './proc';
import { runWrk } from './wrk';

export interface LoadResult {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /**
   * Answers with another status than expected: unless `expectStatus` says which, 400 and up
   * (wrk) or any but 2xx (autocannon).
   */
  non2xx: number;
  errors: number;
  /**
   * The server process's CPU time (user and system, all its threads) per answered request, in µs,
   * when the row was given the server's pid: what an answer costs the server whatever the load
   * generator beside it could send.
   */
  cpuUsPerRequest?: number;
  /**
   * The load generator's CPU time per answered request, in µs: what it (the wrk process, or
   * autocannon in this process) spends to send a request and read its answer. It shares the
   * cores with the server, so a costly answer to read lowers every row's rate, the server's work
   * aside.
   */
  loadGeneratorCpuUsPerRequest: number;
}

/**
 * autocannon keeps every answer's body as a string (each chunk decoded as UTF-8 and appended),
 * which nothing here reads: on a brotli answer that decoding was two thirds of the load
 * generator's CPU, the server sat idle, and the row measured the client (a 20 KiB compressed
 * catalogue at half the rate of the same 68 KiB uncompressed). The bytes are still counted.
 */
function countBytesOnly(client: autocannon.Client): void {
  (client as unknown as { pipelinedRequests: { addBody: (data: Buffer) => void } }).pipelinedRequests.addBody = () => undefined;
}

export interface LoadOptions {
  connections?: number;
  duration?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The one status every answer should have (a revalidation's 304). */
  expectStatus?: number;
  /**
   * Session cookies in place of a Cookie header (as many readers): one per connection
   * (autocannon), or one per request in turn (wrk).
   */
  cookies?: string[];
  /** The server's pid: its CPU time per request is measured too. */
  cpuOf?: number;
}

/**
 * The load generator: wrk as a process of its own (the default: decision 024), or autocannon in
 * this process (BENCH_LOAD_GENERATOR=autocannon), to compare with runs before that decision. On
 * the cores it shares with the server, autocannon spends more CPU reading a large answer than the
 * server spends writing it (decision 021, section 7).
 */
export type LoadGenerator = 'autocannon' | 'wrk';

export function loadGenerator(): LoadGenerator {
  const chosen = process.env.BENCH_LOAD_GENERATOR || 'wrk';
  if (chosen !== 'autocannon' && chosen !== 'wrk')
    throw new Error(`BENCH_LOAD_GENERATOR is "${chosen}": it can be wrk (the default) or autocannon.`);
  return chosen;
}

/**
 * What one generator measured over a row, with its own CPU time over the row in µs, before
 * `load` turns that into per-request figures.
 */
type GeneratorRun = Pick<LoadResult, 'requests' | 'rps' | 'p50' | 'p99' | 'non2xx' | 'errors'> & { cpuUs: number };

/** One endpoint under load: requests per second and latency percentiles. */
export async function load(name: string, url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const serverBefore = options.cpuOf === undefined ? 0 : cpuTimeUs(options.cpuOf);
  const run = await (loadGenerator() === 'wrk' ? loadWithWrk(url, options) : loadWithAutocannon(url, options));
  const perRequest = (us: number) => (run.requests === 0 ? 0 : us / run.requests);
  const { cpuUs, ...figures } = run;
  return {
    name,
    ...figures,
    cpuUsPerRequest: options.cpuOf === undefined || run.requests === 0 ? undefined : perRequest(cpuTimeUs(options.cpuOf) - serverBefore),
    loadGeneratorCpuUsPerRequest: perRequest(cpuUs),
  };
}

/** wrk as a process of its own (bench/wrk.ts). */
async function loadWithWrk(url: string, options: LoadOptions): Promise<GeneratorRun> {
  const result = await runWrk({
    url,
    connections: options.connections ?? 50,
    duration: options.duration ?? 10,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    body: options.body,
    cookies: options.cookies,
    expectStatus: options.expectStatus,
  });
  return {
    requests: result.requests,
    rps: result.seconds === 0 ? 0 : result.requests / result.seconds,
    p50: Math.round(result.p50Us / 1000),
    p99: Math.round(result.p99Us / 1000),
    non2xx: result.unexpected,
    errors: result.errors,
    cpuUs: result.cpuUs,
  };
}

/** autocannon in this process. */
async function loadWithAutocannon(url: string, options: LoadOptions): Promise<GeneratorRun> {
  let connection = 0;
  const ownBefore = process.cpuUsage();
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.duration ?? 10,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    setupClient: (client) => {
      countBytesOnly(client);
      const cookie = options.cookies?.[connection++ % options.cookies.length];
      if (cookie) client.setHeaders({ ...options.headers, Cookie: cookie });
    },
  });
  const own = process.cpuUsage(ownBefore);
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx:
      options.expectStatus === undefined
        ? result.non2xx
        : Object.entries(result.statusCodeStats ?? {}).reduce(
            (others, [status, { count = 0 }]) => (Number(status) === options.expectStatus ? others : others + count),
            0,
          ),
    errors: result.errors,
    cpuUs: own.user + own.system,
  };
}

/** A section's healthz before and after its rows: how much the host's speed moved meanwhile. */
export interface BaselineDrift {
  server: string;
  before: number;
  after: number;
}
const baselines: BaselineDrift[] = [];

/** The baselines measured since the last call (bench/run.ts takes them after each section). */
export function takeBaselines(): BaselineDrift[] {
  return baselines.splice(0);
}

/**
 * The baseline of a section: GET /healthz measured before and after its rows, and the mean of the
 * two. On a shared machine one healthz row can land in a busy or a quiet moment (seen: 27,000
 * req/s in one section of a run, 18,000 to 22,000 in the others), so the ratios use the mean.
 */
export async function withHealthzBaseline<T>(
  url: string,
  seconds: number,
  measure: () => Promise<T>,
  cpuOf?: number,
  server = "the product's server",
) {
  const before = await load('GET /healthz (framework limit)', `${url}/healthz`, { duration: seconds, cpuOf });
  const rows = await measure();
  const after = await load('GET /healthz again (after the rows)', `${url}/healthz`, { duration: seconds, cpuOf });
  baselines.push({ server, before: before.rps, after: after.rps });
  const mean: LoadResult = {
    ...before,
    name: 'GET /healthz, mean of the two rows (the ratios use this)',
    rps: (before.rps + after.rps) / 2,
    cpuUsPerRequest:
      before.cpuUsPerRequest === undefined || after.cpuUsPerRequest === undefined
        ? undefined
        : (before.cpuUsPerRequest + after.cpuUsPerRequest) / 2,
    loadGeneratorCpuUsPerRequest: (before.loadGeneratorCpuUsPerRequest + after.loadGeneratorCpuUsPerRequest) / 2,
  };
  return { baseline: { before, after, mean }, rows };
}

/** Resident memory of a process in MiB (Linux /proc). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

/** Samples a process's RSS every 200 ms until stopped; returns the peak. */
export function sampleRss(pid: number): () => number {
  let peak = 0;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMiB(pid));
    } catch {
      // process gone
    }
  }, 200);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

/** A row's rate as a share of another's (its baseline), as the tables show it. */
export const share = (r: { rps: number }, baseline: { rps: number }) => `${((r.rps / baseline.rps) * 100).toFixed(1)}%`;

/** A CPU time per request as the tables show it. */
export const micros = (us: number | undefined) => (us === undefined ? '–' : `${us.toFixed(1)} µs`);

export const loadRow = (r: LoadResult, baseline?: LoadResult) =>
  `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.non2xx + r.errors} | ${baseline ? share(r, baseline) : '–'} | ${micros(r.cpuUsPerRequest)} | ${r.requests === 0 ? '–' : micros(r.loadGeneratorCpuUsPerRequest)} |`;

export const LOAD_HEADER = [
  '| endpoint | req/s | p50 | p99 | errors | of baseline req/s | server CPU per request | load generator CPU per request |',
  '|---|---|---|---|---|---|---|---|',
];
