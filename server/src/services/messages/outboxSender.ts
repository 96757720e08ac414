// The development outbox as a sender (dev tools only): the message lands in memory, where /__dev/outbox shows it.
import type { Outbox } from '../outbox';
import type { MessageKind, OutgoingMessage, Sender } from './sender';

export class OutboxSender implements Sender {
  readonly name = 'outbox';
  readonly inline = true;
  constructor(
    private readonly outbox: Outbox,
    private readonly kind: MessageKind,
  ) {}

  async send(m: OutgoingMessage): Promise<{ providerId?: string }> {
    this.outbox.push({
      kind: this.kind,
      to: m.to,
      text: m.text,
      ...(m.code ? { code: m.code } : {}),
      time: m.createdAt.toISOString(),
      brand: m.brandId,
    });
    return {};
  }
}
