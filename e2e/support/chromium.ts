/**
 * The one place that finds the Chromium for every browser use in the repository: the browser
 * tests, their accessibility scans, and the benchmarks' Lighthouse and library runs. In order:
 *
 * 1. `CHROMIUM_PATH`, when set (an error if it names no file);
 * 2. the Chromium that the npm package `@sparticuz/chromium` ships (Linux x64: the package
 *    carries no other build), unpacked once into `.cache/chromium/<version>-<arch>/` and reused
 *    by every later run; concurrent first uses are safe (each unpacks apart, one rename wins);
 * 3. a system Chrome or Chromium.
 *
 * Launch it with {@link CHROMIUM_FLAGS} and {@link ResolvedChromium.env}, never with the npm
 * package's own `args`: made for serverless hosts, they turn off web security, site isolation
 * and multi-process mode, which would hide real browser behaviour from the tests.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

export interface ResolvedChromium {
  executablePath: string;
  /** Variables to add to the browser's environment (fonts, and libraries the system lacks). */
  env: Record<string, string>;
  source: 'CHROMIUM_PATH' | 'npm' | 'system';
}

/** Flags for every launch: headless, no first-run or background traffic (the machines have no internet). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const NPM_PACKAGE = '@sparticuz/chromium';
/** The package ships one build, for Linux x64 (its README: arm64 only as a separate download). */
const NPM_PLATFORMS = ['linux-x64'];
const CACHE = fileURLToPath(new URL('../../.cache/chromium/', import.meta.url));

const SYSTEM_CANDIDATES: Partial<Record<NodeJS.Platform, string[]>> = {
  linux: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'],
  darwin: ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome', '/Applications/Chromium.app/Contents/MacOS/Chromium'],
  win32: [
    `${process.env.PROGRAMFILES ?? 'C:\\Program Files'}\\Google\\Chrome\\Application\\chrome.exe`,
    `${process.env['PROGRAMFILES(X86)'] ?? 'C:\\Program Files (x86)'}\\Google\\Chrome\\Application\\chrome.exe`,
  ],
};

const run = promisify(execFile);
let resolved: Promise<ResolvedChromium> | undefined;

/** Finds (and on first use unpacks) the Chromium to launch; the answer is kept for the process. */
export function resolveChromium(): Promise<ResolvedChromium> {
  resolved ??= find();
  return resolved;
}

async function find(): Promise<ResolvedChromium> {
  const configured = process.env.CHROMIUM_PATH?.trim();
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH is set to ${configured}, which does not exist.`);
    return { executablePath: configured, env: {}, source: 'CHROMIUM_PATH' };
  }
  const platform = `${process.platform}-${process.arch}`;
  if (NPM_PLATFORMS.includes(platform)) return npmChromium();
  const candidates = SYSTEM_CANDIDATES[process.platform] ?? [];
  const system = candidates.find((path) => existsSync(path));
  if (system) return { executablePath: system, env: {}, source: 'system' };
  throw new Error(
    `No Chromium for the browser tests on ${platform}. The npm package ${NPM_PACKAGE} ships Chromium ` +
      `for ${NPM_PLATFORMS.join(', ')} only, and no Chrome or Chromium was found` +
      (candidates.length > 0 ? ` at ${candidates.join(', ')}` : '') +
      '.\nInstall Chrome or Chromium, or set CHROMIUM_PATH to the browser binary.',
  );
}

async function npmChromium(): Promise<ResolvedChromium> {
  // The package's entry is build/index.js; its compressed browser is in bin/ beside it.
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@sparticuz/chromium');
  const packageDir = dirname(dirname(entry));
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const dir = join(CACHE, `${version}-${process.arch}`);
  const launchFile = join(dir, 'launch.json');
  if (!existsSync(launchFile)) await unpack(entry, dir);
  return { ...(JSON.parse(readFileSync(launchFile, 'utf8')) as Omit<ResolvedChromium, 'source'>), source: 'npm' };
}

/**
 * Unpacks the browser, its fonts and its fallback libraries into a folder of its own, then
 * renames it into place: a folder at `dir` is always complete, and of two processes unpacking
 * at once the second finds the first one's folder and drops its own.
 */
async function unpack(entry: string, dir: string): Promise<void> {
  mkdirSync(CACHE, { recursive: true });
  // A folder without launch.json was never renamed into place complete; unpacking folders are
  // left behind only by a killed run; other versions' folders only by an upgrade.
  if (existsSync(dir) && !existsSync(join(dir, 'launch.json'))) rmSync(dir, { recursive: true, force: true });
  for (const name of readdirSync(CACHE)) {
    const path = join(CACHE, name);
    const stale = name.startsWith('.unpacking-') ? Date.now() - statSync(path).mtimeMs > 10 * 60_000 : name !== basename(dir); // another version of the package, from before an upgrade (200 MB each)
    if (stale) rmSync(path, { recursive: true, force: true });
  }
  const staging = mkdtempSync(join(CACHE, '.unpacking-'));
  try {
    // The package unpacks into the temporary folder: pointed at ours, it leaves /tmp alone.
    const script = `
      const { default: chromium, inflate } = await import(${JSON.stringify(pathToFileURL(entry).href)});
      const bin = ${JSON.stringify(join(dirname(dirname(entry)), 'bin'))};
      await chromium.executablePath(bin);
      await inflate(bin + '/al2023.tar.br');`;
    try {
      await run(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, TMPDIR: staging } });
    } catch (error) {
      throw new Error(`Unpacking ${NPM_PACKAGE} failed: ${(error as { stderr?: string }).stderr || String(error)}`, { cause: error });
    }

    const env: Record<string, string> = {};
    // The system's font configuration, plus the fonts the package ships for a machine with none.
    writeFileSync(
      join(staging, 'fonts.conf'),
      [
        '<?xml version="1.0"?>',
        '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
        '<fontconfig>',
        '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
        `  <dir>${join(dir, 'fonts', 'fonts')}</dir>`,
        `  <cachedir>${join(dir, 'fonts-cache')}</cachedir>`,
        '</fontconfig>',
        '',
      ].join('\n'),
    );
    env.FONTCONFIG_FILE = join(dir, 'fonts.conf');
    // The browser links NSS; where the system lacks it, the package's own copies are used.
    const ldd = await run('ldd', [join(staging, 'chromium')]).catch(() => ({ stdout: '' }));
    if (/not found/.test(ldd.stdout)) env.LD_LIBRARY_PATH = join(dir, 'al2023', 'lib');

    writeFileSync(join(staging, 'launch.json'), `${JSON.stringify({ executablePath: join(dir, 'chromium'), env }, null, 2)}\n`);
    try {
      renameSync(staging, dir);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if ((code !== 'ENOTEMPTY' && code !== 'EEXIST') || !existsSync(join(dir, 'launch.json'))) throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
