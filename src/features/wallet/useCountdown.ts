import { useEffect, useState } from 'react';

/** Milliseconds left until `until` (epoch ms), re-rendering every second; 0 once passed. */
export function useCountdown(until: number | undefined, now: () => number = Date.now): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (until === undefined) return;
    const timer = setInterval(() => {
      setTick((n) => n + 1);
      if (now() >= until) clearInterval(timer);
    }, 1_000);
    return () => clearInterval(timer);
  }, [until, now]);
  return until === undefined ? 0 : Math.max(0, until - now());
}

/** "mm:ss" (or "h:mm:ss") of a duration. */
export function formatDuration(ms: number): string {
  const total = Math.ceil(ms / 1_000);
  const h = Math.floor(total / 3_600);
  const m = Math.floor((total % 3_600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(h > 0 ? 2 : 1, '0');
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}
