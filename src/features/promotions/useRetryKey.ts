import { useRef } from 'react';
import { ApiError } from '../../api/envelope';
import { newKey } from './promotionsApi';

/** Whether the answer never arrived (network failure or a 5xx): the server may have done the work. */
export function isLostAnswer(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.code === 'network' || error.status === 0 || error.status >= 500;
}

/**
 * The Idempotency-Key of one money request (a claim): made when the member taps, kept after a lost answer so the
 * next tap replays the same request instead of paying twice, replaced after any answer from the server.
 */
export function useRetryKey() {
  const key = useRef<string>(undefined);
  return {
    take: (): string => (key.current ??= newKey()),
    /** The server answered (`error` undefined) or refused: the next tap is a new request, unless the answer was lost. */
    settle: (error?: unknown) => {
      if (error === undefined || !isLostAnswer(error)) key.current = undefined;
    },
  };
}
