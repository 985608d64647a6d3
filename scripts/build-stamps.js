// @ts-check
/**
 * Whether a build step's last output still stands: a stamp records the hash of every input
 * file (path and content, plus any environment the step reads) and of the outputs it wrote. The
 * step is fresh only when both match now, so an edited, added or removed input, or an output
 * deleted or changed since, means building again; reverting an edit makes it fresh again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SKIP_DIRS = new Set(['node_modules', 'dist', '.cache', 'coverage']);

/**
 * Every file under the given paths (files or folders, relative to `root`), sorted; dependencies,
 * build outputs and caches inside them are left out.
 * @param {string} root
 * @param {string[]} paths
 */
export function filesOf(root, paths) {
  /** @type {string[]} */
  const found = [];
  /** @param {string} path */
  const walk = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path)) if (!SKIP_DIRS.has(name)) walk(join(path, name));
    } else found.push(relative(root, path));
  };
  for (const path of paths) walk(join(root, path));
  return found.sort();
}

/**
 * @param {string} root
 * @param {string[]} files relative to `root`
 * @param {string} [extra] what else the result depends on
 */
function hashFiles(root, files, extra = '') {
  const hash = createHash('sha256').update(extra);
  for (const file of files) hash.update(`\0${file}\0`).update(readFileSync(join(root, file)));
  return hash.digest('hex');
}

/**
 * @typedef {{ name: string, inputs: string[], env?: RegExp, output?: string }} StampedStep
 * `inputs` and `output` are relative to the root; `env` matches the variables the step reads.
 */

/**
 * The stamp the step would have if built now.
 * @param {string} root
 * @param {StampedStep} step
 * @param {NodeJS.ProcessEnv} env
 */
export function currentStamp(root, step, env) {
  const variables = step.env
    ? Object.keys(env)
        .filter((key) => step.env?.test(key))
        .sort()
        .map((key) => `${key}=${env[key]}`)
        .join('\n')
    : '';
  return {
    inputs: hashFiles(root, filesOf(root, step.inputs), variables),
    outputs: step.output ? (existsSync(join(root, step.output)) ? hashFiles(root, filesOf(root, [step.output])) : 'missing') : '',
  };
}

/**
 * @param {string} stampDir
 * @param {string} name
 * @param {{ inputs: string, outputs: string }} stamp
 */
export function isFresh(stampDir, name, stamp) {
  try {
    const previous = JSON.parse(readFileSync(join(stampDir, `${name}.json`), 'utf8'));
    return previous.inputs === stamp.inputs && previous.outputs === stamp.outputs;
  } catch {
    return false;
  }
}

/**
 * @param {string} stampDir
 * @param {string} name
 * @param {{ inputs: string, outputs: string } | undefined} stamp undefined removes it (a build is under way)
 */
export function writeStamp(stampDir, name, stamp) {
  const file = join(stampDir, `${name}.json`);
  if (!stamp) return rmSync(file, { force: true });
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(stamp, null, 2)}\n`);
}
