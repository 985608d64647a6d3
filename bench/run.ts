/**
 * `npm run bench`: runs every benchmark module in this folder and writes their figures to
 * docs/benchmarks.md (the file is produced here, never edited by hand).
 */
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import prepareBrowserRun from '../e2e/support/global-setup';
import { loadGenerator, takeBaselines, type BaselineDrift } from './support';
import { requireWrk } from './wrk';

export interface BenchSection {
  title: string;
  /** Markdown body: tables of measured figures, with the baseline of the same run. */
  markdown: string;
  /** Target checks: label and whether it held. */
  targets: { label: string; met: boolean }[];
}

export type Benchmark = () => Promise<BenchSection>;

// Benchmarks that need PostgreSQL use the local server unless told otherwise (set before the
// modules load: the test harness reads it at import).
process.env.TEST_DATABASE_URL ??= process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const MODULES = [
  './library-core.ts',
  './library-browser.ts',
  './api.ts',
  './team-catalogue.ts',
  './prompts.ts',
  './impact.ts',
  './scale.ts',
  './realtime.ts',
  './web.ts',
  './inp.ts',
  './memory.ts',
];

/**
 * The runtime decides much of what is measured (the same commit's feed ran at 46.6 % of healthz on
 * Node 20 and 56.6 % on Node 24, same machine): a run on another Node than the one the product is
 * built for (README) says so loudly, in the terminal and in the file's header.
 */
const nodeMajor = Number(process.versions.node.split('.')[0]);
const runtimeNote =
  nodeMajor >= 24 ? '' : ` **Not the runtime the product is built for (Node 24 LTS): figures from Node ${nodeMajor} are not comparable.**`;
if (runtimeNote) console.warn(`bench: running on Node ${process.version}; the product is built and measured on Node 24 LTS.`);

// Checked before anything is seeded or measured (`npm run bench` has built first): a wrong name or
// a missing wrk says so at once.
const generator = loadGenerator();
if (generator === 'wrk') requireWrk();

const only = process.argv.slice(2);
const sections: BenchSection[] = [];
const drifts: (BaselineDrift & { section: string })[] = [];
// The browser sections start their servers as the browser tests do (e2e/support/server.ts): from
// the initialised data folder in a run folder of their own, which goes when the run ends.
const endBrowserRun = await prepareBrowserRun();
process.on('exit', endBrowserRun);
for (const path of MODULES) {
  const name = path.replace(/^\.\/|\.ts$/g, '');
  if (only.length > 0 && !only.includes(name)) continue;
  let mod: { run?: Benchmark };
  try {
    mod = (await import(path)) as { run?: Benchmark };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' && String(error).includes(name)) continue;
    throw error;
  }
  if (!mod.run) continue;
  console.log(`== ${name}`);
  const section = await mod.run();
  console.log(section.markdown);
  sections.push(section);
  drifts.push(...takeBaselines().map((drift) => ({ section: name, ...drift })));
}

/**
 * How steady the host was: each section's healthz before and after its rows. On a shared machine
 * the host's speed can move by half within a section (seen: 27,700 then 14,700 req/s), and the
 * section's ratios then carry the move, not the product's.
 */
const UNSTEADY = 0.2;
const change = (d: BaselineDrift) => (d.after - d.before) / d.before;
const unsteady = drifts.filter((d) => Math.abs(change(d)) > UNSTEADY);
const steadiness =
  drifts.length === 0
    ? ''
    : [
        '',
        `Host steadiness, healthz before and after each section's rows (the ratios use the mean): ${drifts
          .map(
            (d) =>
              `${d.section}, ${d.server}: ${Math.round(d.before).toLocaleString('en-US')} → ${Math.round(d.after).toLocaleString('en-US')} req/s (${change(d) >= 0 ? '+' : '−'}${Math.abs(change(d) * 100).toFixed(0)} %)`,
          )
          .join('; ')}.`,
        unsteady.length === 0
          ? `Every section's healthz stayed within ${UNSTEADY * 100} %.`
          : `**The host's speed moved by more than ${UNSTEADY * 100} % during ${[...new Set(unsteady.map((d) => d.section))].join(', ')}: the ratios measured there carry the move.**`,
      ].join('\n\n');
if (unsteady.length > 0)
  console.warn(`bench: the host's speed moved by more than ${UNSTEADY * 100} % during a section (see the file's header).`);

const target = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));
const cpu = cpus()[0]?.model ?? 'unknown CPU';
const lines = [
  '# Benchmarks',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString()} — ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; load generator ${generator}.${runtimeNote}`,
  `Every ratio compares figures measured in the same run.${steadiness}`,
  '',
  '## Targets',
  '',
  '| target | met |',
  '|---|---|',
  ...sections.flatMap((s) => s.targets.map((t) => `| ${t.label} | ${t.met ? 'yes' : '**no**'} |`)),
  '',
  ...sections.flatMap((s) => [`## ${s.title}`, '', s.markdown.trim(), '']),
];
if (only.length === 0) writeFileSync(target, `${lines.join('\n')}\n`);
else console.log(`${steadiness.trim()}\n(partial run: docs/benchmarks.md left unchanged)`);
