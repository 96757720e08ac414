import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/apiErrorText';
import { ApiError } from '../../api/envelope';
import { formatCents } from '../../i18n/formatMoney';
import { useStores } from '../../stores/StoresContext';
import { useBrandTime } from '../../stores/useBrandTime';
import type { RedRainOccurrence as RedRainEvent } from '@common/generated/api';
import { RainField } from './RainField';
import { useEnvelopeGrabs, type GrabNews } from './useEnvelopeGrabs';
import { useMoneyText } from './useMoneyText';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding-bottom: ${({ theme }) => theme.spacing.md};
  h2,
  p {
    margin: 0;
    padding: 0 ${({ theme }) => theme.spacing.md};
  }
  h2 {
    padding-top: ${({ theme }) => theme.spacing.md};
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

const Totals = styled.p`
  font-size: ${({ theme }) => theme.font.sizeLg};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.sizeXl};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const DATE_TIME = 'YYYY/MM/DD HH:mm';

/** Hours, minutes and seconds until a moment (00:00:00 once it has come). */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

function NewsLine({ news }: { news: GrabNews }) {
  const { t } = useTranslation();
  const moneyText = useMoneyText();
  if (!news) return null;
  if (news.kind === 'won') return <>{t('promotions.redRain.won', { amount: moneyText(news.amount) })}</>;
  if (news.kind === 'already') return <>{t('promotions.redRain.already')}</>;
  return <>{apiErrorText(t, new ApiError('', news.code, 409))}</>;
}

/** A live occurrence: the rain, the last result (announced), the running total and the envelopes left. */
function LiveRain({
  event,
  now,
  onClosed,
  onTotal,
}: {
  event: RedRainEvent;
  now: number;
  onClosed: () => void;
  onTotal: (cents: number) => void;
}) {
  const { t } = useTranslation();
  const { settings } = useStores();
  const { states, totalCents, grabsLeft, news, grab } = useEnvelopeGrabs(event, onClosed);
  useEffect(() => onTotal(totalCents), [onTotal, totalCents]);
  const total = formatCents(totalCents, settings.brand.currency.symbol);
  return (
    <>
      <Muted>{t('promotions.redRain.endsIn', { time: countdown(event.end - now) })}</Muted>
      <p role="status">
        <NewsLine news={news} />
      </p>
      <Totals>
        {t('promotions.redRain.total')} <strong>{total}</strong>
      </Totals>
      <Muted>{t('promotions.redRain.left', { count: grabsLeft })}</Muted>
      <RainField states={states} disabled={grabsLeft === 0} onGrab={(i) => void grab(i)} />
    </>
  );
}

/**
 * One red envelope rain event: during its window the rain (when this member may play); before it, when the next
 * one starts and a countdown. `now` is the server's clock.
 */
export function RedRainEventView({
  event,
  now,
  onWindowChange,
}: {
  event: RedRainEvent;
  now: number;
  /** The window opened or closed (by the clock or a refusal): the owner reloads the events. */
  onWindowChange: () => void;
}) {
  const { t } = useTranslation();
  const { formatDate } = useBrandTime();
  const moneyText = useMoneyText();
  const headingId = useId();
  // What this member won in the occurrence that just ended, shown until the next one starts.
  const [won, setWon] = useState<number>();
  const { settings } = useStores();
  const live = event.state === 'live' && now < event.end;
  const sameDay = (a: number, b: number) => formatDate(a, 'YYYYMMDD') === formatDate(b, 'YYYYMMDD');
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{event.title}</h2>
      <Muted>
        {t('promotions.redRain.window', {
          from: formatDate(event.start, DATE_TIME),
          // An all-day window ends at the next midnight: then the end shows its date too.
          to: formatDate(event.end, sameDay(event.start, event.end) ? 'HH:mm' : DATE_TIME),
          min: moneyText(event.min),
          max: moneyText(event.max),
          count: event.perMember,
        })}
      </Muted>
      {!event.allowed ? (
        <p>{t('promotions.redRain.notAllowed')}</p>
      ) : live ? (
        <LiveRain
          key={`${event.id}-${event.start}`}
          event={event}
          now={now}
          onClosed={onWindowChange}
          onTotal={setWon}
        />
      ) : (
        <>
          {won !== undefined && won > 0 && (
            <Totals>
              {t('promotions.redRain.lastWon')} <strong>{formatCents(won, settings.brand.currency.symbol)}</strong>
            </Totals>
          )}
          <p>
            {t('promotions.redRain.next', {
              at: formatDate(event.start, DATE_TIME),
              time: countdown(event.start - now),
            })}
          </p>
        </>
      )}
    </Section>
  );
}
