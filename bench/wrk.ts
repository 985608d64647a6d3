/**
 * wrk (https://github.com/wg/wrk), the field's native HTTP load generator, as the bench's load
 * generator (decision 024): a process of its own with one thread, driven by a Lua script this
 * module writes. On the two cores the server shares with its load generator, autocannon spends
 * more CPU reading a large answer than the server spends writing it; wrk far less (decision 021,
 * "Which load generator").
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuTimeUs } from './proc';

export interface WrkRequest {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** One Cookie header per request in turn (as many readers), in place of a fixed one. */
  cookies?: string[];
  /** The status every answer should have: answers with another are counted (else those ≥ 400). */
  expectStatus?: number;
}

export interface WrkResult {
  requests: number;
  /** Seconds the run took, as wrk measured it. */
  seconds: number;
  /** Latency percentiles in µs. */
  p50Us: number;
  p99Us: number;
  /** Answers with another status than expected (≥ 400 when no status is expected). */
  unexpected: number;
  /** Connect, read, write errors and timeouts. */
  errors: number;
  /** wrk's own CPU time (user and system), in µs. */
  cpuUs: number;
}

const INSTALL = 'apt-get install -y wrk (Debian, Ubuntu) or brew install wrk (macOS)';

/** Throws, with how to install it, when wrk is not on the PATH. */
export function requireWrk(): void {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    // wrk --version prints its banner and exits 1; only a missing binary is an error here.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(
        `The bench's load generator, wrk, is not installed: ${INSTALL}. ` +
          "Or set BENCH_LOAD_GENERATOR=autocannon: on large answers, autocannon's own cost limits its rates (decision 024).",
        { cause: error },
      );
  }
}

/** A Lua string literal. Header values and bodies here are ASCII; anything else is refused. */
function lua(value: string): string {
  if (!/^[\x20-\x7e\t\r\n]*$/.test(value)) throw new Error(`wrk script: not printable ASCII: ${value.slice(0, 40)}`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\r/g, '\\r').replace(/\n/g, '\\n')}"`;
}

/** The script: the request, the cookies in turn, status counting, and the result as JSON. */
export function wrkScript(request: Omit<WrkRequest, 'url' | 'connections' | 'duration'>): string {
  const lines = [`wrk.method = ${lua(request.method)}`];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`wrk.headers[${lua(name)}] = ${lua(value)}`);
  if (request.body !== undefined) lines.push(`wrk.body = ${lua(request.body)}`);
  if (request.cookies && request.cookies.length > 0) {
    // Made once per thread, so that a request costs a table lookup, not a wrk.format.
    lines.push(
      `local cookies = { ${request.cookies.map(lua).join(', ')} }`,
      'local made, turn = {}, 0',
      'function init(args)',
      '  for i, cookie in ipairs(cookies) do wrk.headers["Cookie"] = cookie; made[i] = wrk.format() end',
      'end',
      'function request() turn = turn % #made + 1; return made[turn] end',
    );
  }
  if (request.expectStatus !== undefined) {
    // Each thread counts its own; `done` adds them up from the threads `setup` kept.
    lines.push(
      'local threads = {}',
      'function setup(thread) table.insert(threads, thread) end',
      'unexpected = 0',
      `function response(status) if status ~= ${request.expectStatus} then unexpected = unexpected + 1 end end`,
    );
  }
  lines.push(
    'function done(summary, latency)',
    '  local unexpected = 0',
    request.expectStatus === undefined
      ? '  unexpected = summary.errors.status'
      : '  for _, thread in ipairs(threads) do unexpected = unexpected + thread:get("unexpected") end',
    '  local e = summary.errors',
    '  io.write(string.format(\'WRK_RESULT {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"unexpected":%d,"errors":%d}\\n\',',
    '    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), unexpected,',
    '    e.connect + e.read + e.write + e.timeout))',
    'end',
  );
  return `${lines.join('\n')}\n`;
}

/** One wrk run: one thread, `connections` connections, for `duration` seconds. */
export async function runWrk(request: WrkRequest): Promise<WrkResult> {
  const folder = mkdtempSync(join(tmpdir(), 'pathwise-wrk-'));
  const script = join(folder, 'load.lua');
  writeFileSync(script, wrkScript(request));
  const cpuBefore = cpuTimeUs('children');
  try {
    const args = ['-t1', `-c${request.connections}`, `-d${request.duration}s`, '--timeout', '10s', '-s', script, request.url];
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk exited with ${code}: ${out.trim()}`))));
    });
    const line = /^WRK_RESULT (.*)$/m.exec(output)?.[1];
    if (!line) throw new Error(`wrk gave no result: ${output.trim()}`);
    const result = JSON.parse(line) as {
      requests: number;
      durationUs: number;
      p50Us: number;
      p99Us: number;
      unexpected: number;
      errors: number;
    };
    return {
      requests: result.requests,
      seconds: result.durationUs / 1e6,
      p50Us: result.p50Us,
      p99Us: result.p99Us,
      unexpected: result.unexpected,
      errors: result.errors,
      cpuUs: cpuTimeUs('children') - cpuBefore,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
