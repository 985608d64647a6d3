import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * src/boot.ts is an entry of its own, put first in the page: a small script that starts loading
 * the address's screen and data while the main bundle downloads (a script in index.html would
 * be bundled into the main entry and wait for all of it).
 */
const BOOT_MODULES = /src[\\/](boot|app[\\/]screens|api[\\/]urls|lib[\\/]early-requests)\.ts$|preload-helper/;

const PRECOMPRESS = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt']);

/**
 * Writes brotli (best quality) and gzip copies of the built files next to them, so the server
 * sends them as they are: no compression on the request path, and smaller than it could afford.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'pathwise-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!PRECOMPRESS.has(extname(file))) continue;
        const body = readFileSync(file);
        if (body.length <= 512) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * The main bundle (what the page's entry imports beyond the boot script's modules) is fetched at
 * low priority. The page's first paint, its loading state, needs the stylesheet and never this
 * script (a module script runs after the paint), but a high-priority script that arrives before
 * the first paint is counted as blocking it by Lighthouse's estimate (its FCP on a slow phone then
 * moved between 1.0 and 1.9 s from one run to the next). The screen's chunk and data, fetched by
 * the boot script, come no later than before.
 */
function fetchMainBundleLast(
  html: string,
  bundle: Record<string, { type: string; isEntry?: boolean; name?: string; imports?: string[] }>,
  bootImports: string[],
) {
  const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry && output.name === 'index');
  const main = (entry?.imports ?? []).filter((file) => !bootImports.includes(file));
  return main.reduce(
    (page, file) =>
      page.replace(
        `<link rel="modulepreload" crossorigin href="/${file}">`,
        `<link rel="modulepreload" crossorigin href="/${file}" fetchpriority="low">`,
      ),
    html,
  );
}

function bootScript(): Plugin {
  return {
    name: 'pathwise-boot-script',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'boot',
        );
        if (!chunk || chunk.type !== 'chunk')
          return [{ tag: 'script', attrs: { type: 'module', src: '/src/boot.ts' }, injectTo: 'head-prepend' }];
        return {
          html: fetchMainBundleLast(html, context.bundle ?? {}, chunk.imports),
          tags: [
            { tag: 'script', attrs: { type: 'module', src: `/${chunk.fileName}` }, injectTo: 'head-prepend' },
            ...chunk.imports.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', href: `/${file}` }, injectTo: 'head' as const })),
          ],
        };
      },
    },
  };
}

/**
 * React Router 7's package exports name only its development build, dev warnings and checks
 * included (react-router issue 14102); a production build takes the production build that the
 * package ships beside it.
 */
const productionReactRouter = (specifier: string) => ({
  find: new RegExp(`^${specifier}$`),
  replacement: fileURLToPath(import.meta.resolve(specifier).replace('/dist/development/', '/dist/production/')),
});

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), bootScript(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [productionReactRouter('react-router'), productionReactRouter('react-router/dom')] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
      '/functions': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // No inline script: the server's CSP allows scripts from the same origin only.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      preserveEntrySignatures: false,
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        boot: fileURLToPath(new URL('./src/boot.ts', import.meta.url)),
      },
      output: {
        codeSplitting: {
          // Tiny chunks shared by a few screens are copied into each rather than fetched apart.
          experimentalInlineCommonChunks: { maxSize: 4 * 1024 },
          groups: [
            // What the boot script runs, apart: it must not wait for the main bundle.
            { name: 'boot-shared', test: (id) => BOOT_MODULES.test(id), priority: 2 },
            // Everything else the main entry loads before any screen, as one file rather than many.
            { name: 'app', tags: ['$initial'], test: (id) => !BOOT_MODULES.test(id), priority: 1 },
          ],
        },
      },
    },
  },
}));
