import { useRef } from 'react';
import { isLostAnswer, newIdempotencyKey } from '../../api/idempotencyKey';

/**
 * The Idempotency-Key of one money request (a claim): made when the member taps, kept after a lost answer so the
 * next tap replays the same request instead of paying twice, replaced after any answer from the server.
 */
export function useRetryKey() {
  const key = useRef<string>(undefined);
  return {
    take: (): string => (key.current ??= newIdempotencyKey()),
    /** The server answered (`error` undefined) or refused: the next tap is a new request, unless the answer was lost. */
    settle: (error?: unknown) => {
      if (error === undefined || !isLostAnswer(error)) key.current = undefined;
    },
  };
}
