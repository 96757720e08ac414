import styled from '@emotion/styled';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { fetchWinners, type Winner } from '../../api/contentApi';
import { fetchLotteryMenu, type Lottery } from '../../api/gamesApi';
import { formatMoney } from '../../i18n/formatMoney';
import { useStores } from '../../stores/StoresContext';
import { PrimaryButton } from '../../ui/Button';
import { TabPanel, Tabs } from '../../ui/Tabs';
import { useVendorConfigLoad } from '../games/useVendorConfig';
import { asPrizeMode, defaultPrizeMode, PRIZE_MODES, type PrizeMode } from './prizeMode';

const Group = styled.section`
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  h2 {
    margin: ${({ theme }) => theme.spacing.sm} 0;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.spacing.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Card = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: center;
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    margin-inline-end: ${({ theme }) => theme.spacing.md};
    color: ${({ theme }) => theme.colors.text};
  }
`;

function LotteryCard({ lottery, prizeMode }: { lottery: Lottery; prizeMode: PrizeMode }) {
  const { t } = useTranslation();
  return (
    <Card>
      <img src={lottery.iconUrl} alt="" width={56} height={56} loading="lazy" />
      <div>
        <h3>{lottery.name}</h3>
        <p>{t('lottery.nextDraw', { time: dayjs(lottery.nextDrawTime).format('MM/DD HH:mm') })}</p>
        {lottery.playTypes.map((playType) => (
          <Link
            key={playType}
            to={`/m/launchGame?code=${encodeURIComponent(lottery.code)}&playType=${playType}&prize_mode=${prizeMode}&pageBack=${encodeURIComponent('/m/moreLottery')}`}
            aria-label={`${lottery.name}: ${t(`lottery.playType.${playType}`)}`}
          >
            {t(`lottery.playType.${playType}`)}
          </Link>
        ))}
      </div>
    </Card>
  );
}

function Winners({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const [winners, setWinners] = useState<Winner[]>();
  useEffect(() => {
    let live = true;
    fetchWinners()
      .then((w) => live && setWinners(w))
      .catch(() => live && setWinners([]));
    return () => {
      live = false;
    };
  }, []);
  if (!winners?.length) return null;
  return (
    <Group aria-labelledby="winners-title">
      <h2 id="winners-title">{t('lottery.winners')}</h2>
      <ol aria-label={t('lottery.winners')}>
        {winners.map((w, i) => (
          <li key={`${w.userName}-${w.time}-${i}`}>
            {w.userName} · {w.gameName} · <strong>{formatMoney(w.winAmount, symbol)}</strong>
          </li>
        ))}
      </ol>
    </Group>
  );
}

/** /m/moreLottery (and /m/startLottery, /m/lottery): lotteries of a prize mode, grouped fast/classic, and winners. */
export default observer(function LotteryScreen() {
  const { settings, ui } = useStores();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const vendors = useVendorConfigLoad();
  // The default mode depends on the vendor configuration: wait for it (Lott if it cannot load) rather than
  // showing, and fetching, the Lott menu first on a brand whose default is Elott.
  const prizeMode: PrizeMode | undefined =
    asPrizeMode(params.get('prizeMode')) ??
    (vendors.config || vendors.failed ? defaultPrizeMode(vendors.config) : undefined);
  const [menu, setMenu] = useState<{ groupName: string; list: Lottery[] }[]>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const panelId = useId();
  useEffect(() => {
    if (!prizeMode) return;
    let live = true;
    fetchLotteryMenu(prizeMode)
      .then((m) => {
        if (!live) return;
        setMenu(m);
        setFailed(false);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [prizeMode, ui.language, attempt]);
  if (!prizeMode) return <p role="status">{t('app.loading')}</p>;
  return (
    <>
      <Tabs
        items={PRIZE_MODES.map((id) => ({ id, labelKey: `lottery.prizeMode.${id}` }))}
        selectedId={prizeMode}
        onSelect={(id) => setParams((p) => ({ ...Object.fromEntries(p), prizeMode: id }), { replace: true })}
        label={t('lottery.prizeModes')}
        idPrefix={panelId}
        panelId={panelId}
      />
      <TabPanel id={panelId} idPrefix={panelId} selectedId={prizeMode}>
        {failed && (
          <Group>
            <p role="alert">{t('app.loadFailed')}</p>
            <PrimaryButton type="button" onClick={() => setAttempt((n) => n + 1)}>
              {t('app.retry')}
            </PrimaryButton>
          </Group>
        )}
        {!menu && !failed && <p role="status">{t('app.loading')}</p>}
        {menu?.map((group) => (
          <Group key={group.groupName} aria-labelledby={`${panelId}-${group.groupName}`}>
            <h2 id={`${panelId}-${group.groupName}`}>{t(`lottery.group.${group.groupName}`)}</h2>
            <ul>
              {group.list.map((lottery) => (
                <LotteryCard key={lottery.code} lottery={lottery} prizeMode={prizeMode} />
              ))}
            </ul>
          </Group>
        ))}
        {menu?.length === 0 && <p>{t('lottery.empty')}</p>}
      </TabPanel>
      <Winners symbol={settings.brand.currency.symbol} />
    </>
  );
});
