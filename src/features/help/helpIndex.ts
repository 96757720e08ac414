/**
 * The open help entry from `?i=` (SPEC §2: /m/helpDetail?i=): a whole number within the list, else the first entry.
 * Missing, empty, non-numeric, negative, fractional and out-of-range values all fall back to 0.
 */
export function helpIndex(raw: string | null, count: number): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return 0;
  const index = Number(raw.trim());
  return Number.isSafeInteger(index) && index < count ? index : 0;
}
