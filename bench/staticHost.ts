// A plain static host for the built app, as any CDN or file server would serve dist/: files as they are (their
// pre-compressed .br/.gz siblings when the browser accepts them), index.html unchanged for every other path under /m,
// and the API paths passed through to a reference server, as a reverse proxy in front of both would. No data block,
// no preload links: the client-only start-up path. Used by bench:web (comparison) and tests/e2e/static.spec.ts.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Paths the reference server answers (the API, dev tools, and the per-brand manifest and icon). */
const PROXIED = [/^\/wps(\/|$)/, /^\/__dev(\/|$)/, /^\/m\/manifest\.webmanifest$/, /^\/m\/brand-icon\.svg$/];

export interface StaticHost {
  url: string;
  close: () => Promise<void>;
}

function proxy(req: IncomingMessage, res: ServerResponse, api: URL) {
  const upstream = httpRequest(
    {
      hostname: api.hostname,
      port: api.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: api.host },
    },
    (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('Bad gateway');
  });
  req.pipe(upstream);
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string) {
  const accept = String(req.headers['accept-encoding'] ?? '');
  const variants: [string, string][] = [
    ['br', '.br'],
    ['gzip', '.gz'],
  ];
  let path = file;
  const headers: Record<string, string> = {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    vary: 'Accept-Encoding',
  };
  for (const [encoding, suffix] of variants) {
    if (new RegExp(`\\b${encoding}\\b`).test(accept) && existsSync(file + suffix)) {
      path = file + suffix;
      headers['content-encoding'] = encoding;
      break;
    }
  }
  headers['content-length'] = String(statSync(path).size);
  res.writeHead(200, headers);
  if (req.method === 'HEAD') res.end();
  else createReadStream(path).pipe(res);
}

/** Serves `root` (a vite build) under /m on a loopback port, passing API paths to `api`. */
export async function startStaticHost({ root, api, port = 0 }: { root: string; api: string; port?: number }) {
  const dist = resolve(root);
  const apiUrl = new URL(api);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://static.invalid');
    if (PROXIED.some((p) => p.test(url.pathname))) return proxy(req, res, apiUrl);
    if (url.pathname === '/' || url.pathname === '/index.html') {
      res.writeHead(302, { location: `/m/home${url.search}` });
      return res.end();
    }
    if (!url.pathname.startsWith('/m')) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('Not found');
    }
    let rel: string;
    try {
      rel = decodeURIComponent(url.pathname.replace(/^\/m\/?/, ''));
    } catch {
      rel = '';
    }
    const file = normalize(join(dist, rel));
    const inside = file.startsWith(dist + sep);
    if (inside && rel && existsSync(file) && statSync(file).isFile())
      return sendFile(req, res, file, rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (rel.startsWith('assets/')) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('Not found');
    }
    // Demo brands are picked by ?brand= rather than by host name: remember it as the reference server does, so the
    // proxied API calls that follow are for that brand.
    const brand = url.searchParams.get('brand');
    if (brand && /^[a-z0-9-]{1,64}$/.test(brand)) res.setHeader('set-cookie', `brand=${brand}; Path=/; SameSite=Lax`);
    return sendFile(req, res, join(dist, 'index.html'), 'no-cache');
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  } satisfies StaticHost;
}
