import { decimalToCents } from '@common/money';
import type { LotteryItem as Lottery } from '@common/generated/api';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../api/callApi';
import { useRemoteData } from '../../api/useRemoteData';
import { useVendorConfigLoad } from '../../api/useVendorConfig';
import { formatMoney } from '../../i18n/formatMoney';
import { paths, withQuery } from '../../registry/paths';
import { useStores } from '../../stores/StoresContext';
import { useBrandTime } from '../../stores/useBrandTime';
import { AsyncView, Loading } from '../../ui/LoadState';
import { TabPanel, Tabs } from '../../ui/Tabs';
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
  const { formatDate } = useBrandTime();
  return (
    <Card>
      <img src={lottery.iconUrl} alt="" width={56} height={56} loading="lazy" />
      <div>
        <h3>{lottery.name}</h3>
        <p>{t('lottery.nextDraw', { time: formatDate(lottery.nextDrawTime, 'MM/DD HH:mm') })}</p>
        {lottery.playTypes.map((playType) => (
          <Link
            key={playType}
            to={withQuery(paths.launchGame, {
              code: lottery.code,
              playType,
              prize_mode: prizeMode,
              pageBack: paths.moreLottery,
            })}
            aria-label={`${lottery.name}: ${t(`lottery.playType.${playType}`)}`}
          >
            {t(`lottery.playType.${playType}`)}
          </Link>
        ))}
      </div>
    </Card>
  );
}

/** The winner board, highest win first (SPEC §4) whatever order the server sends; amounts in pesos, for display. */
async function loadWinners() {
  const { value } = await callApi('winners');
  return value.list
    .map(({ vo }) => ({ ...vo, cents: decimalToCents(vo.winAmount) ?? 0 }))
    .sort((a, b) => b.cents - a.cents)
    .map(({ cents, ...vo }) => ({ ...vo, winAmount: cents / 100 }));
}

function Winners({ symbol, below }: { symbol: string; below: boolean }) {
  const { t } = useTranslation();
  // Winners are a bonus: nothing shows while they load or when they cannot. They load beside the lotteries but show
  // only once the lotteries above them have (`below`): shown first, the lotteries' arrival pushed them down the page.
  const winners = useRemoteData(loadWinners, []).data;
  if (!below || !winners?.length) return null;
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
  const panelId = useId();
  const menu = useRemoteData(
    async () => (await callApi('lotteryMenu', { query: { prizeMode: prizeMode! } })).value,
    [prizeMode, ui.language],
    { enabled: !!prizeMode },
  );
  if (!prizeMode) return <Loading />;
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
        <AsyncView state={menu} empty={t('lottery.empty')}>
          {(groups) =>
            groups.map((group) => (
              <Group key={group.groupName} aria-labelledby={`${panelId}-${group.groupName}`}>
                <h2 id={`${panelId}-${group.groupName}`}>{t(`lottery.group.${group.groupName}`)}</h2>
                <ul>
                  {group.list.map((lottery) => (
                    <LotteryCard key={lottery.code} lottery={lottery} prizeMode={prizeMode} />
                  ))}
                </ul>
              </Group>
            ))
          }
        </AsyncView>
      </TabPanel>
      <Winners symbol={settings.brand.currency.symbol} below={menu.data !== undefined || menu.failed} />
    </>
  );
});
