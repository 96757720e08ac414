import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageData } from '../../api/useLanguageData';
import { AsyncView } from '../../ui/LoadState';
import type { RedRainOccurrence as RedRainEvent } from '@common/generated/api';
import { callApi } from '../../api/callApi';

import { RedRainEventView } from './RedRainEventView';

/** The server's clock, ticking every second: this device's time corrected by the offset measured at the reply. */
function useServerNow(offset: number | undefined): number | undefined {
  const [local, setLocal] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setLocal(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return offset === undefined ? undefined : local + offset;
}

/** The events with the difference between the server's clock and this device's, measured when they arrive. */
async function loadRain() {
  const { value: reply } = await callApi('redRain');
  return { ...reply, offset: reply.serverTime - Date.now() };
}

/** The next moment a window opens or closes: the events are loaded again then. */
const nextBoundary = (events: readonly RedRainEvent[]) =>
  Math.min(...events.map((e) => (e.state === 'live' ? e.end : e.start)));

/**
 * /m/redRain (members): the red envelope rain. During an event's window envelopes fall and the member taps them to
 * grab; the server draws every amount and credits the wallet. Before and after the window: when the next rain starts.
 * The events reload when a window opens or closes on the server's clock.
 */
const RedRainScreen = observer(function RedRainScreen() {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const rain = useLanguageData(loadRain, [round]);
  const now = useServerNow(rain.data?.offset) ?? 0;
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const boundary = rain.data && rain.data.events.length > 0 ? nextBoundary(rain.data.events) : Infinity;
  const crossed = now > 0 && now >= boundary && !rain.loading;
  // Once per boundary: a server whose clock is a little behind answers the same boundary again.
  const reloadedAt = useRef<number>(undefined);
  useEffect(() => {
    if (!crossed || reloadedAt.current === boundary) return;
    reloadedAt.current = boundary;
    reload();
  }, [crossed, boundary, reload]);

  return (
    <AsyncView state={rain} isEmpty={(data) => data.events.length === 0} empty={t('promotions.redRain.none')}>
      {(data) => (
        <>
          {data.events.map((event) => (
            <RedRainEventView key={event.id} event={event} now={now} onWindowChange={reload} />
          ))}
        </>
      )}
    </AsyncView>
  );
});

export default RedRainScreen;
