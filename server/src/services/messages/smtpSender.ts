// E-mail over SMTP (nodemailer). One pooled transport per server; TLS as configured (implicit, or STARTTLS required).
// An SMTP 5xx reply refuses the message itself (a bad address): permanent. Anything else (a refused connection,
// a timeout, a 4xx) is retried.
import nodemailer from 'nodemailer';
import type { SmtpConfig } from './config';
import { SendFailure, type OutgoingMessage, type Sender } from './sender';

interface SmtpError {
  code?: string;
  responseCode?: number;
}

export class SmtpSender implements Sender {
  readonly name = 'smtp';
  private readonly transport: ReturnType<typeof nodemailer.createTransport>;

  constructor(private readonly config: SmtpConfig) {
    const auth = config.user ? { user: config.user, pass: config.pass ?? '' } : undefined;
    const timeouts = {
      connectionTimeout: config.timeoutMs,
      greetingTimeout: config.timeoutMs,
      socketTimeout: config.timeoutMs,
    };
    const tls = config.allowInsecureTls ? { rejectUnauthorized: false } : undefined;
    this.transport = nodemailer.createTransport(
      config.url
        ? { url: config.url, pool: true, requireTLS: config.requireTls, tls, ...timeouts }
        : {
            host: config.host,
            port: config.port ?? (config.secure ? 465 : 587),
            secure: config.secure,
            requireTLS: config.requireTls,
            auth,
            pool: true,
            tls,
            ...timeouts,
          },
    );
  }

  async send(m: OutgoingMessage): Promise<{ providerId?: string }> {
    try {
      const info = (await this.transport.sendMail({
        from: this.config.from,
        to: m.to,
        subject: m.subject ?? '',
        text: m.text,
      })) as { messageId?: string };
      return { providerId: info.messageId };
    } catch (error) {
      const e = error as SmtpError;
      const status = e.responseCode;
      // Only the SMTP status and nodemailer's error code: the server's text may quote the address.
      const what = status ? `SMTP server answered ${status}` : `SMTP ${e.code ?? 'error'}`;
      throw new SendFailure(what, status !== undefined && status >= 500);
    }
  }

  close(): void {
    this.transport.close();
  }
}
