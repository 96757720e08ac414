import { ApiError } from '../../api/envelope';

/** A new random Idempotency-Key (crypto.randomUUID where there is one). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** Whether the answer never arrived (network failure, timeout or a 5xx): the server may have done the work. */
export function isLostAnswer(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.code === 'network' || error.status === 0 || error.status >= 500;
}

/**
 * The Idempotency-Key of one money submit. Created when the form is submitted; kept after a lost answer so an
 * automatic retry or the member's second tap cannot pay twice; replaced after any answer from the server or any edit
 * of the form (a new request deserves a new key).
 */
export class SubmitKey {
  private key: string | undefined;

  constructor(private readonly create: () => string = newIdempotencyKey) {}

  /** The key for this submit: the kept one after a lost answer, else a new one. */
  take(): string {
    this.key ??= this.create();
    return this.key;
  }

  /** The server answered (success or refusal): the next submit is a new request. */
  answered(): void {
    this.key = undefined;
  }

  /** The call failed: keep the key only if the answer was lost. */
  failed(error: unknown): void {
    if (!isLostAnswer(error)) this.key = undefined;
  }

  /** The member changed the form. */
  edited(): void {
    this.key = undefined;
  }

  get pending(): string | undefined {
    return this.key;
  }
}
