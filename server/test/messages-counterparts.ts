// Real local counterparts for the message adapters (no mocks): an SMTP server (smtp-server) that keeps what it
// receives, and an HTTP SMS gateway (node:http) that records each request and answers as the test says.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  messageId: string;
}

/** Quoted-printable (nodemailer's choice for long lines) to text. */
const unQp = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const body = raw.slice(split + 4);
  const text = /quoted-printable/i.test(header('Content-Transfer-Encoding')) ? unQp(body) : body;
  return { to, subject: header('Subject'), text, messageId: header('Message-ID') };
}

/** An SMTP server on 127.0.0.1 (plain, no STARTTLS, no auth; a free port unless given): every message it takes is in `mails`. */
export async function startSmtp(listenPort = 0) {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push(
          parseMail(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  const net = server.listen(listenPort, '127.0.0.1');
  await new Promise((resolve) => net.once('listening', resolve));
  const { port } = net.address() as AddressInfo;
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface GatewayRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface GatewayAnswer {
  status: number;
  json?: unknown;
  /** Answer after this long (longer than the sender's timeout: a timeout). */
  delayMs?: number;
}

/** An HTTP SMS gateway: records each request and answers with `answer(request)`. */
export async function startGateway(answer: (req: GatewayRequest) => GatewayAnswer) {
  const requests: GatewayRequest[] = [];
  const gateway = { requests, answer };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const got = { method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString() };
      requests.push(got);
      const a = gateway.answer(got);
      const reply = () => {
        if (res.destroyed) return;
        res.writeHead(a.status, { 'content-type': 'application/json' }).end(JSON.stringify(a.json ?? {}));
      };
      if (a.delayMs) setTimeout(reply, a.delayMs).unref();
      else reply();
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...gateway,
    gateway,
    url: `http://127.0.0.1:${port}/sms/send`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The receipt as a gateway signs it (docs/deploy.md): HMAC-SHA256 over id, providerId, status, timestamp. */
export function signedReceipt(
  secret: string,
  fields: { id: string; providerId?: string; status: string; timestamp?: string },
) {
  const f = { providerId: '', timestamp: String(Date.now()), ...fields };
  const canonical = `id=${f.id}&providerId=${f.providerId}&status=${f.status}&timestamp=${f.timestamp}`;
  return { ...f, signature: createHmac('sha256', secret).update(canonical).digest('hex') };
}

/** Polls until `read()` returns a value that passes `ok` (or throws after `ms`). */
export async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
