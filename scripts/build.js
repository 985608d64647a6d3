// @ts-check
/**
 * `npm run build` (and so `npm start`, the browser tests and the benchmarks): compiles the server
 * with esbuild, checks the bundled content with the compiled checker and builds the web app with
 * Vite, each only when its inputs changed since its last build here.
 *
 * "Changed" is decided from the content of every input file (sources, configs, the lockfile,
 * this script) and of the outputs it last wrote: a step is skipped only when both hashes match
 * its stamp in `.cache/build/`, so a stale or damaged build is rebuilt, never served.
 * `--force` rebuilds everything. Steps run one build at a time (a lock in `.cache/`).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentStamp, isFresh, writeStamp } from './build-stamps.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STAMPS = join(ROOT, '.cache', 'build');
const LOCK = join(ROOT, '.cache', 'build.lock');
const SERVER_DIST = join(ROOT, 'apps', 'server', 'dist');

const SHARED_INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/build.js',
  'scripts/build-stamps.js',
  'packages',
];

/**
 * @typedef {import('./build-stamps.js').StampedStep & { run: () => Promise<void> | void }} Step
 * @type {Step[]}
 */
const STEPS = [
  {
    name: 'server',
    inputs: [...SHARED_INPUTS, 'apps/server/package.json', 'apps/server/src'],
    output: 'apps/server/dist',
    run: buildServer,
  },
  {
    // The checker is part of the server build, so its inputs are the server's and the content.
    name: 'content',
    inputs: [...SHARED_INPUTS, 'apps/server/package.json', 'apps/server/src', 'content'],
    run: () => runNode([join(SERVER_DIST, 'content-check.js')]),
  },
  {
    name: 'web',
    inputs: [...SHARED_INPUTS, 'apps/web'],
    env: /^VITE_/,
    output: 'apps/web/dist',
    run: buildWeb,
  },
];

async function buildServer() {
  const esbuild = await import('esbuild');
  rmSync(SERVER_DIST, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: {
      server: join(ROOT, 'apps/server/src/server.ts'),
      'content-check': join(ROOT, 'apps/server/src/content/check.ts'),
    },
    outdir: SERVER_DIST,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // The oldest Node the project still runs on (see the README).
    target: 'node20.19',
    sourcemap: 'linked',
    sourcesContent: false,
    // No shared chunks: src/paths.ts finds the package from its file, which must be in dist/.
    splitting: false,
    logLevel: 'warning',
    plugins: [
      {
        // Our own workspace packages (TypeScript sources) are bundled; every installed package
        // stays an import of node_modules: native and WASM parts (argon2, PGlite) load from there.
        name: 'external-node-modules',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@pathwise/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

async function buildWeb() {
  // The production build whoever runs this: under the test runner NODE_ENV is 'test', and Vite
  // would build React's development code.
  process.env.NODE_ENV = 'production';
  const { build } = await import('vite');
  const root = join(ROOT, 'apps/web');
  // From the app's folder, as `vite build` there: chunk hashes depend on the working directory.
  process.chdir(root);
  try {
    await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
  } finally {
    process.chdir(ROOT);
  }
}

/** @param {string[]} args */
function runNode(args) {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed`);
}

/** @param {number} pid */
function isAlive(pid) {
  if (!(pid > 0)) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits for (or takes over from a dead) concurrent build, then holds the lock until exit. */
async function lock() {
  mkdirSync(dirname(LOCK), { recursive: true });
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      writeFileSync(LOCK, String(process.pid), { flag: 'wx' });
      process.on('exit', () => rmSync(LOCK, { force: true }));
      return;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(LOCK, 'utf8').trim() || 0);
    if (!isAlive(holder)) rmSync(LOCK, { force: true });
    else if (Date.now() > deadline) throw new Error(`another build (process ${holder}) holds ${LOCK}`);
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const force = process.argv.includes('--force');
await lock();
for (const step of STEPS) {
  if (!force && isFresh(STAMPS, step.name, currentStamp(ROOT, step, process.env))) {
    console.log(`build: ${step.name} is up to date`);
    continue;
  }
  const started = Date.now();
  writeStamp(STAMPS, step.name, undefined);
  try {
    await step.run();
  } catch (error) {
    console.error(`build: ${step.name} failed`);
    if (error instanceof Error && !/failed$/.test(error.message)) console.error(error);
    process.exit(1);
  }
  writeStamp(STAMPS, step.name, currentStamp(ROOT, step, process.env));
  console.log(`build: ${step.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
