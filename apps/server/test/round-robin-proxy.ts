import { createServer, request, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A small round-robin HTTP and WebSocket proxy in front of several instances (tests only). */
export async function startRoundRobinProxy(targets: string[]): Promise<{ url: string; hits: number[]; close: () => Promise<void> }> {
  let next = 0;
  const hits = targets.map(() => 0);
  const pick = () => {
    const index = next++ % targets.length;
    hits[index] = (hits[index] ?? 0) + 1;
    return new URL(targets[index] ?? '');
  };
  const server: Server = createServer((req, res) => {
    const target = pick();
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.on('upgrade', (req, socket, head) => {
    const target = pick();
    const upstream = connect(Number(target.port), target.hostname, () => {
      const headers = Object.entries(req.headers).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : (v ?? '')}`);
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
