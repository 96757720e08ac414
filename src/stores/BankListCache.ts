import type { Bank } from '@common/generated/api';
import { callApi } from '../api/callApi';

/**
 * A value loaded once and kept until cleared: callers while it loads share the one request; a failed load is not
 * kept (the next caller tries again); a load still running when `clear` is called does not fill the cleared cache.
 */
export class LoadOnceCache<T> {
  private pending: Promise<T> | undefined;

  constructor(private readonly load: () => Promise<T>) {}

  get(): Promise<T> {
    if (this.pending) return this.pending;
    const started = this.load();
    this.pending = started;
    started.catch(() => {
      if (this.pending === started) this.pending = undefined;
    });
    return started;
  }

  /** Forgets the value (sign-out, SPEC §4); the next `get` loads again. */
  clear(): void {
    this.pending = undefined;
  }
}

/** The brand's banks for adding a card (GET /wps/member/banks): rarely changes, so cached until sign-out (SPEC §4). */
export const bankListCache = new LoadOnceCache<Bank[]>(async () => (await callApi('bankList')).value.list);
