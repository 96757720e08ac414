// SMS through an HTTP gateway: one POST (or PUT) per message, its body written from a template with {to}, {msisdn},
// {text}, {id} and {brand}, each escaped for the body's format (a JSON string's contents, or form encoding). That
// covers the usual gateways (Semaphore, Movider, Twilio-style form APIs, JSON APIs with a bearer key). A 2xx reply is
// "sent"; 4xx other than 408/429 refuses the message itself (permanent); 5xx, 408, 429, a timeout or a refused
// connection are retried. The reply body is read only for the provider's id, and never stored.
import type { SmsGatewayConfig } from './config';
import { SendFailure, type OutgoingMessage, type Sender } from './sender';

/** "+63 9171234567" → "+639171234567". */
export const e164 = (to: string) => to.replace(/[^\d+]/g, '');

function escapeFor(format: SmsGatewayConfig['format'], value: string): string {
  return format === 'json' ? JSON.stringify(value).slice(1, -1) : encodeURIComponent(value);
}

/** The gateway's body for one message. */
export function gatewayBody(config: SmsGatewayConfig, m: OutgoingMessage): string {
  const to = e164(m.to);
  const values: Record<string, string> = {
    to,
    msisdn: to.replace(/^\+/, ''),
    text: m.text,
    id: String(m.id),
    brand: m.brandId,
  };
  return config.body.replace(/\{(to|msisdn|text|id|brand)\}/g, (_, key: string) =>
    escapeFor(config.format, values[key]!),
  );
}

function pathIn(value: unknown, path: string): string | undefined {
  const leaf = path.split('.').reduce<unknown>((at, key) => {
    if (Array.isArray(at)) return at[Number(key)];
    return at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  }, value);
  return typeof leaf === 'string' || typeof leaf === 'number' ? String(leaf) : undefined;
}

export class HttpSmsSender implements Sender {
  readonly name = 'http';
  constructor(private readonly config: SmsGatewayConfig) {}

  async send(m: OutgoingMessage): Promise<{ providerId?: string }> {
    const { config } = this;
    const contentType = config.format === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
    let res: Response;
    try {
      res = await fetch(config.url, {
        method: config.method,
        headers: { 'content-type': contentType, accept: 'application/json', ...config.headers },
        body: gatewayBody(config, m),
        signal: AbortSignal.timeout(config.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const name = (error as Error).name;
      throw new SendFailure(
        name === 'TimeoutError' ? `gateway timed out after ${config.timeoutMs} ms` : 'gateway unreachable',
      );
    }
    const text = await res.text().catch(() => '');
    if (!res.ok) {
      const retry = res.status >= 500 || res.status === 408 || res.status === 429;
      throw new SendFailure(`gateway answered ${res.status}`, !retry);
    }
    if (!config.idPath) return {};
    try {
      return { providerId: pathIn(JSON.parse(text), config.idPath)?.slice(0, 200) };
    } catch {
      return {};
    }
  }
}
