import type { GameItem, LotteryItem as Lottery } from '@common/generated/api';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../api/callApi';
import { useLaunchGame } from '../../api/useLaunchGame';
import { useRemoteData } from '../../api/useRemoteData';
import { paths, safeRedirect } from '../../registry/paths';
import { PrimaryButton } from '../../ui/Button';
import { Loading } from '../../ui/LoadState';
import { asPrizeMode } from './prizeMode';

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  justify-items: center;
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.lg};
  text-align: center;
  h1 {
    margin: 0;
  }
`;

/** The game item the launch call needs, from a lottery entry. */
const asGame = (l: Lottery) =>
  ({ nodeId: l.nodeId, vassalage: l.vassalage, gameId: l.code, roomId: l.code, gameName: l.name }) as GameItem;

/** /m/launchGame?code=…&playType=…&prize_mode=…&pageBack=…: one lottery, its play type, and the play button. */
export default function LaunchLotteryScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const playType = params.get('playType') === 'Entertainment' ? 'Entertainment' : 'Tradition';
  const prizeMode = asPrizeMode(params.get('prize_mode')) ?? 'Lott';
  const back = params.get('pageBack');
  const launch = useLaunchGame();
  const found = useRemoteData(async () => {
    const { value } = await callApi('lotteryMenu', { query: { prizeMode } });
    return value.flatMap((g) => g.list).find((l) => l.code === code) ?? null;
  }, [code, prizeMode]);
  // A menu that cannot load reads as "not found": the page offers the way back either way.
  const lottery: Lottery | null | undefined = found.failed ? null : found.loading ? undefined : found.data;
  return (
    <Page>
      {lottery === undefined && <Loading />}
      {lottery === null && <p role="alert">{t('lottery.notFound')}</p>}
      {lottery && (
        <>
          <img src={lottery.iconUrl} alt="" width={96} height={96} />
          <h1>{lottery.name}</h1>
          <p>
            {t(`lottery.playType.${playType}`)} · {t(`lottery.prizeMode.${prizeMode}`)}
          </p>
          <PrimaryButton type="button" onClick={() => void launch(asGame(lottery))}>
            {t('lottery.play')}
          </PrimaryButton>
        </>
      )}
      <Link to={back ? safeRedirect(back) : paths.moreLottery}>{t('lottery.back')}</Link>
    </Page>
  );
}
