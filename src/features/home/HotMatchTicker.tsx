import type { HotMatch } from '@common/generated/api';
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandTime } from '../../stores/useBrandTime';
import { Modal } from '../../ui/Modal';
import { useOnScreen } from './useOnScreen';
import { useReducedMotion } from '../../ui/useReducedMotion';

/** SPEC §2/§9: rotate every 5000 ms with a 500 ms transition; time as MM/DD HH:mm. */
export const TICKER_MS = 5_000;
const MATCH_TIME = 'MM/DD HH:mm';

const ROW_PX = 56;

const Window = styled.section`
  height: ${ROW_PX}px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    transition: transform 500ms ease;
  }
  @media (prefers-reduced-motion: reduce) {
    ul {
      transition: none;
    }
  }
`;

const Match = styled.button`
  display: grid;
  grid-template-columns: auto 1fr auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
  height: ${ROW_PX}px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizeSm};
  text-align: start;
  cursor: pointer;
  time {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  span {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
  }
  b {
    color: ${({ theme }) => theme.colors.text};
  }
`;

function Team({ name, icon }: { name: string; icon: string }) {
  return (
    <span>
      <img src={icon} alt="" width={24} height={24} loading="lazy" />
      {name}
    </span>
  );
}

/** The hot-match strip: one match at a time, rotating when there are several; a tap opens the match details. */
export function HotMatchTicker({ matches, reserve = false }: { matches: readonly HotMatch[]; reserve?: boolean }) {
  const { t } = useTranslation();
  const { formatDate } = useBrandTime();
  const matchTime = (ms: number) => formatDate(ms, MATCH_TIME);
  const { ref, onScreen } = useOnScreen();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState<HotMatch>();
  const rotate = matches.length > 1 && onScreen && !reducedMotion && !open;
  useEffect(() => {
    if (!rotate) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % matches.length), TICKER_MS);
    return () => clearInterval(timer);
  }, [rotate, matches.length]);
  // While announcements load, keep the strip's height so the page does not jump when matches arrive.
  if (matches.length === 0) return reserve ? <Window aria-busy="true" aria-label={t('home.hotMatches')} /> : null;
  return (
    <Window ref={ref} aria-label={t('home.hotMatches')}>
      <ul style={{ transform: `translateY(-${(index % matches.length) * ROW_PX}px)` }}>
        {matches.map((m, i) => (
          <li key={m.id} aria-hidden={i !== index % matches.length}>
            <Match type="button" tabIndex={i === index % matches.length ? 0 : -1} onClick={() => setOpen(m)}>
              <time dateTime={new Date(m.matchTime).toISOString()}>{matchTime(m.matchTime)}</time>
              <Team name={m.homeTeam} icon={m.homeTeamImageUrl} />
              <b>{t('home.vs')}</b>
              <Team name={m.awayTeam} icon={m.awayTeamImageUrl} />
            </Match>
          </li>
        ))}
      </ul>
      <Modal
        open={open !== undefined}
        title={open ? `${open.homeTeam} ${t('home.vs')} ${open.awayTeam}` : ''}
        closeLabel={t('common.close')}
        onClose={() => setOpen(undefined)}
      >
        {open && (
          <dl>
            <dt>{t('home.league')}</dt>
            <dd>{open.league}</dd>
            <dt>{t('home.kickOff')}</dt>
            <dd>{matchTime(open.matchTime)}</dd>
            <dt>{t('home.vendor')}</dt>
            <dd>{open.vendor}</dd>
          </dl>
        )}
      </Modal>
    </Window>
  );
}
