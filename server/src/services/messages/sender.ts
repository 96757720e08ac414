// The seam every message goes through: one Sender per kind (SMS, e-mail), chosen by the environment
// (config.ts → senders.ts). A sender throws SendFailure; `permanent` ones (the provider refused the message itself)
// are not retried.

export type MessageKind = 'sms' | 'email';

export interface OutgoingMessage {
  /** Our id (messages.id): the gateway's {id} placeholder, the receipt's `id`. */
  id: number;
  brandId: string;
  kind: MessageKind;
  to: string;
  subject: string | null;
  text: string;
  /** The code or token in the text (only the dev outbox shows it on its own). */
  code: string | null;
  /** When the row was queued (the outbox's `time`). */
  createdAt: Date;
}

export interface Sender {
  /** Recorded as messages.provider. */
  readonly name: string;
  /** Sends within the request (the in-memory dev outbox): the reply waits, so the code is there when it arrives. */
  readonly inline?: boolean;
  /** Resolves once the provider took the message, with its own id when it gives one. */
  send(message: OutgoingMessage): Promise<{ providerId?: string }>;
  close?(): void | Promise<void>;
}

/** A try that failed. The message never holds the text, the code or the address (it goes to last_error). */
export class SendFailure extends Error {
  override name = 'SendFailure';
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

export interface Senders {
  sms?: Sender;
  email?: Sender;
}
