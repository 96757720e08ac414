/** What the server would have sent (SMS, e-mail) and each captcha answer: kept in memory in development only. */
export interface OutboxItem {
  kind: 'sms' | 'email' | 'captcha';
  to: string;
  text?: string;
  code?: string;
  time: string;
  brand: string;
}

export class Outbox {
  private items: OutboxItem[] = [];
  constructor(
    readonly enabled: boolean,
    private readonly limit = 500,
  ) {}

  push(item: OutboxItem): void {
    if (!this.enabled) return;
    this.items.push(item);
    if (this.items.length > this.limit) this.items.splice(0, this.items.length - this.limit);
  }

  list(to?: string): OutboxItem[] {
    return to ? this.items.filter((i) => i.to === to) : [...this.items];
  }

  /** Latest code sent to this address (tests). */
  lastCode(to: string, kind: OutboxItem['kind'] = 'sms'): string | undefined {
    return this.items.filter((i) => i.to === to && i.kind === kind).at(-1)?.code;
  }
}
