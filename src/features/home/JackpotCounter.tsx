import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../i18n/formatMoney';
import { useBrowserValue } from '../../ui/useBrowserValue';

/** SPEC §9: display range, step intervals and increments of the rolling jackpot. */
export const JACKPOT_MIN = 100_000_000;
export const JACKPOT_MAX = 1_000_000_000;
const STEPS_MS = [3_000, 4_000, 5_000];
const INCREMENT_MIN = 10_000;
const INCREMENT_MAX = 50_000;

const between = (min: number, max: number) => min + Math.random() * (max - min);

/** The figure a server render and its hydration show (they must agree), before the browser's random start. */
const JACKPOT_FIRST = JACKPOT_MIN * 5;
let pageStart: number | undefined;
/** This page's random start (the same on every render: React compares it). */
const pageJackpotStart = () => (pageStart ??= jackpotStart());
/** Where the counter starts: a random value in range, in cents. */
export const jackpotStart = () => Math.round(between(JACKPOT_MIN, JACKPOT_MAX * 0.9) * 100) / 100;
/** The next value: a random increment, wrapping back to the start of the range past the top. */
export const jackpotNext = (value: number) => {
  const next = value + Math.round(between(INCREMENT_MIN, INCREMENT_MAX) * 100) / 100;
  return next > JACKPOT_MAX ? JACKPOT_MIN : next;
};

const Box = styled.section`
  margin: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.jackpot};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-align: center;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
  p {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
    font-size: 26px;
    font-weight: ${({ theme }) => theme.font.weightBold};
    font-variant-numeric: tabular-nums;
  }
`;

/** The jackpot counter: a display figure that rolls upward at random 3–5 s steps (not a real pool). */
export function JackpotCounter({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const start = useBrowserValue(pageJackpotStart, JACKPOT_FIRST);
  const [rolled, setRolled] = useState<number>();
  const value = rolled ?? start;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      timer = setTimeout(
        () => {
          setRolled((last) => jackpotNext(last ?? pageJackpotStart()));
          step();
        },
        STEPS_MS[Math.floor(Math.random() * STEPS_MS.length)],
      );
    };
    step();
    return () => clearTimeout(timer);
  }, []);
  return (
    <Box aria-labelledby="jackpot-title">
      <h2 id="jackpot-title">{t('home.jackpot')}</h2>
      <p>{formatMoney(value, symbol)}</p>
    </Box>
  );
}
