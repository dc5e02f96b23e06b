// A minimal static file server on 127.0.0.1 for the browser suite, serving a built site
// under an optional base path, as a static host would (directory → index.html).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.md': 'text/markdown; charset=utf-8', '.xml': 'application/xml', '.txt': 'text/plain',
  '.wasm': 'application/wasm', '.pf_meta': 'application/octet-stream',
};

export interface RunningServer { url: string; close: () => Promise<void>; requests: Array<{ path: string; status: number }> }

export async function serveDirectory(root: string, base = '/'): Promise<RunningServer> {
  const requests: RunningServer['requests'] = [];
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const respond = (status: number, file?: string) => {
      requests.push({ path: url.pathname, status });
      if (!file) { response.writeHead(status).end(); return; }
      response.writeHead(status, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(response);
    };
    let pathname: string;
    try { pathname = decodeURIComponent(url.pathname); } catch { return respond(400); }
    if (!pathname.startsWith(base)) return respond(404);
    const file = path.join(root, pathname.slice(base.length));
    if (!file.startsWith(root)) return respond(403);
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return respond(200, file);
    if (info?.isDirectory()) {
      if (!pathname.endsWith('/')) { response.writeHead(301, { Location: `${url.pathname}/` }).end(); requests.push({ path: url.pathname, status: 301 }); return; }
      const index = path.join(file, 'index.html');
      if (await stat(index).catch(() => null)) return respond(200, index);
    }
    respond(404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}${base}`,
    requests,
    // A page left open keeps sockets (keep-alive, a fetch still streaming): close() alone
    // would wait for them, and a test hung in its `finally` until it timed out.
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
