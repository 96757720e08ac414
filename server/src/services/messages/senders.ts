// The adapter for each kind: the configured provider, else (development tools only) the dev outbox, else none.
import type { Outbox } from '../outbox';
import type { MessagesConfig } from './config';
import { HttpSmsSender } from './httpSmsSender';
import { OutboxSender } from './outboxSender';
import type { Senders } from './sender';
import { SmtpSender } from './smtpSender';

export function createSenders(config: MessagesConfig, outbox: Outbox, devTools: boolean): Senders {
  return {
    sms: config.smsGateway
      ? new HttpSmsSender(config.smsGateway)
      : devTools
        ? new OutboxSender(outbox, 'sms')
        : undefined,
    email: config.smtp ? new SmtpSender(config.smtp) : devTools ? new OutboxSender(outbox, 'email') : undefined,
  };
}
