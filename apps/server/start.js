// Process entry of the compiled server. Node's compile cache (Node 22.1 and newer) keeps the
// compiled code of the server and its packages between starts, so a restart skips most of it.
import module from 'node:module';

module.enableCompileCache?.(new URL('../../.cache/node-compile', import.meta.url).pathname);
await import('./dist/server.js');
