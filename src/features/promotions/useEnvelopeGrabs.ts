import { decimalToCents } from '@common/money';
import { useRef, useState } from 'react';
import { ApiError } from '../../api/envelope';
import { useStores } from '../../stores/StoresContext';
import type { RedRainOccurrence as RedRainEvent } from '@common/generated/api';
import { callApi } from '../../api/callApi';

import { idempotencyHeader, isLostAnswer, newIdempotencyKey } from '../../api/idempotencyKey';

/** What one envelope shows: closed, opening, the amount the server drew, or why it did not open. */
export type EnvelopeState =
  { kind: 'closed' } | { kind: 'opening' } | { kind: 'opened'; amount: string } | { kind: 'failed'; code: string };

/** The last thing that happened, for the live message under the rain. */
export type GrabNews =
  { kind: 'won'; amount: string } | { kind: 'already' } | { kind: 'refused'; code: string } | undefined;

/**
 * The grabs of one live occurrence. Every envelope has its own Idempotency-Key, made on its first tap and kept: a tap
 * while it opens does nothing, a tap on an opened one says "already grabbed", and a repeat after a lost answer
 * replays the same key, so the server answers with the first draw and nothing is counted twice. The server decides
 * every amount; the running total starts from the server's and adds each envelope's amount once.
 */
export function useEnvelopeGrabs(event: RedRainEvent, onClosed: () => void) {
  const { wallet } = useStores();
  const [states, setStates] = useState<Record<number, EnvelopeState>>({});
  const [totalCents, setTotalCents] = useState(() => decimalToCents(event.myTotal) ?? 0);
  const [grabsLeft, setGrabsLeft] = useState(Math.max(0, event.perMember - event.myGrabs));
  const [news, setNews] = useState<GrabNews>();
  const keys = useRef(new Map<number, string>());
  const counted = useRef(new Set<string>());
  const busy = useRef(new Set<number>());

  const set = (index: number, state: EnvelopeState) => setStates((s) => ({ ...s, [index]: state }));

  const grab = async (index: number) => {
    const state = states[index];
    if (busy.current.has(index)) return;
    if (state?.kind === 'opened') {
      setNews({ kind: 'already' });
      return;
    }
    busy.current.add(index);
    let key = keys.current.get(index);
    if (!key) keys.current.set(index, (key = newIdempotencyKey()));
    set(index, { kind: 'opening' });
    try {
      // The server draws the amount; the same key replays the first answer, never a second credit.
      const { value: reply } = await callApi('redRainGrab', {
        params: { eventId: event.id },
        body: {},
        headers: idempotencyHeader(key),
      });
      set(index, { kind: 'opened', amount: reply.amount });
      setGrabsLeft(reply.grabsLeft);
      wallet.setFromDecimal(reply.balance);
      if (counted.current.has(key)) setNews({ kind: 'already' });
      else {
        counted.current.add(key);
        setTotalCents((c) => c + (decimalToCents(reply.amount) ?? 0));
        setNews({ kind: 'won', amount: reply.amount });
      }
    } catch (error) {
      // A lost answer keeps the key: the next tap asks again and gets the first draw, not a second one.
      if (!isLostAnswer(error)) keys.current.delete(index);
      const code = error instanceof ApiError ? error.code : 'network';
      set(index, isLostAnswer(error) ? { kind: 'closed' } : { kind: 'failed', code });
      setNews({ kind: 'refused', code });
      if (code === 'redrain.limit') setGrabsLeft(0);
      if (code === 'redrain.closed') onClosed();
    } finally {
      busy.current.delete(index);
    }
  };

  return { states, totalCents, grabsLeft, news, grab };
}
