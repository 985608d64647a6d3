/**
 * Realtime fan-out: 1,000 sockets in one workspace; for each story written, the time until
 * the last of the 1,000 sockets has it. Baseline of the same run: one socket.
 */
import WebSocket from 'ws';
import { startBenchServer } from './postgres-server';
import type { BenchSection } from './run';
import { percentile } from './stats';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const WRITES = 30;

function open(url: string, cookie: string, onStory: (id: string) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/api/realtime`, { headers: { Cookie: cookie, Origin: url } });
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type: string; storyId?: string };
      if (message.type === 'story.created' && message.storyId) onStory(message.storyId);
    });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

async function measure(url: string, readerCookie: string, writerCookie: string, sockets: number): Promise<number[]> {
  const pending = new Map<string, { started: number; remaining: number; done: (ms: number) => void }>();
  const early = new Map<string, number>();
  const onStory = (id: string) => {
    const entry = pending.get(id);
    if (!entry) {
      early.set(id, (early.get(id) ?? 0) + 1);
      return;
    }
    entry.remaining -= 1;
    if (entry.remaining === 0) entry.done(performance.now() - entry.started);
  };
  const clients: WebSocket[] = [];
  for (let i = 0; i < sockets; i += 50) {
    clients.push(...(await Promise.all(Array.from({ length: Math.min(50, sockets - i) }, () => open(url, readerCookie, onStory)))));
  }
  const latencies: number[] = [];
  for (let i = 0; i < WRITES; i += 1) {
    const started = performance.now();
    const response = await fetch(`${url}/api/stories`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: writerCookie, Origin: url },
      body: JSON.stringify({ useCaseId: 'code-python-cli-argparse', timeSaved: 5 }),
    });
    const { story } = (await response.json()) as { story: { id: string } };
    latencies.push(
      await new Promise<number>((resolve) => {
        const remaining = sockets - (early.get(story.id) ?? 0);
        if (remaining <= 0) resolve(performance.now() - started);
        else pending.set(story.id, { started, remaining, done: resolve });
      }),
    );
  }
  for (const client of clients) client.terminate();
  return latencies;
}

export async function run(): Promise<BenchSection> {
  const bench = await startBenchServer(['code-python-cli-argparse'], { workspaces: 1, stories: 10 });
  const { server } = bench;
  const cookies = [await bench.cookie(), await bench.cookie()];
  const [reader = '', writer = ''] = cookies;
  const single = await measure(server.url, reader, writer, 1);
  const fanOut = await measure(server.url, reader, writer, SOCKETS);
  await bench.stop();
  const row = (name: string, xs: number[]) => `| ${name} | ${percentile(xs, 50).toFixed(1)} ms | ${percentile(xs, 99).toFixed(1)} ms |`;
  const p99 = percentile(fanOut, 99);
  return {
    title: 'Realtime fan-out',
    markdown: [
      `PostgreSQL (LISTEN/NOTIFY), one server; ${WRITES} stories written one after another; time from the write request until the last socket received the event.`,
      '',
      '| sockets in the workspace | p50 | p99 |',
      '|---|---|---|',
      row('1 (baseline)', single),
      row(String(SOCKETS), fanOut),
      '',
      `p99 with ${SOCKETS} sockets is ${(p99 / percentile(single, 99)).toFixed(1)}× the single-socket p99.`,
    ].join('\n'),
    targets: [{ label: `realtime p99 to the last of ${SOCKETS} sockets under 250 ms (measured ${p99.toFixed(1)} ms)`, met: p99 < 250 }],
  };
}
