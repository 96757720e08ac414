import { useCallback, useEffect, useRef, useState } from 'react';
import type { DepositOrder } from '@common/generated/api';
import { callApi } from '../../api/callApi';
import { ApiError } from '../../api/envelope';
import { useStores } from '../../stores/StoresContext';
import { BACKOFF_GIVE_UP_MS, backoffDelay } from './backoff';

export interface OrderWatch {
  order: DepositOrder | undefined;
  /** The order is not the member's or does not exist. */
  unknown: boolean;
  /** Any other failure of the first load (Retry). */
  failed: boolean;
  /** Still pending and the poll gave up (about 2 minutes): offer "Check again". */
  gaveUp: boolean;
  /** Loads now and restarts the backoff. */
  checkAgain: () => void;
}

const loadOrder = async (id: string, signal?: AbortSignal) =>
  (await callApi('depositOrder', { params: { id }, signal })).value;

/**
 * Follows one deposit order
: loads it, polls while pending at 1, 2, 4, 8 s then every 10 s for about two minutes,
 * checks at once when the tab becomes visible again, and stops when the screen goes. When it leaves pending as paid,
 * the wallet balance is refreshed (quietly: the number stays until the new one arrives).
 */
export function useOrderWatch(id: string, load = loadOrder): OrderWatch {
  const { wallet } = useStores();
  const [order, setOrder] = useState<DepositOrder>();
  const [unknown, setUnknown] = useState(false);
  const [failed, setFailed] = useState(false);
  const [gaveUp, setGaveUp] = useState(false);
  const [round, setRound] = useState(0);
  const poll = useRef<() => void>(() => {});

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const started = Date.now();
    const controller = new AbortController();
    const check = async () => {
      clearTimeout(timer);
      try {
        const next = await load(id, controller.signal);
        if (!live) return;
        setOrder(next);
        setFailed(false);
        if (next.state !== 'pending') {
          if (next.state === 'paid') void wallet.refresh({ quiet: true });
          return;
        }
      } catch (error) {
        if (!live) return;
        if (error instanceof ApiError && error.code === 'deposit.order.unknown') return setUnknown(true);
        setFailed((was) => was || attempt === 0);
      }
      const wait = backoffDelay(attempt++);
      if (Date.now() + wait - started > BACKOFF_GIVE_UP_MS) return setGaveUp(true);
      timer = setTimeout(() => void check(), wait);
    };
    poll.current = () => void check();
    void check();
    return () => {
      live = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [id, round, load, wallet]);

  // Back from the provider's tab or another app: look at once rather than wait for the next poll.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') poll.current();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, []);

  const checkAgain = useCallback(() => {
    setGaveUp(false);
    setRound((n) => n + 1);
  }, []);
  return { order, unknown, failed, gaveUp, checkAgain };
}
