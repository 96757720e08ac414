import { isLostAnswer, newIdempotencyKey } from '../../api/idempotencyKey';

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
