import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { fetchLotteryMenu, type GameItem, type Lottery } from '../../api/gamesApi';
import { PrimaryButton } from '../../ui/Button';
import { safeRedirect } from '../auth/safeRedirect';
import { useLaunchGame } from '../games/useLaunchGame';
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
  const [lottery, setLottery] = useState<Lottery | null>();
  useEffect(() => {
    let live = true;
    fetchLotteryMenu(prizeMode)
      .then((menu) => live && setLottery(menu.flatMap((g) => g.list).find((l) => l.code === code) ?? null))
      .catch(() => live && setLottery(null));
    return () => {
      live = false;
    };
  }, [code, prizeMode]);
  return (
    <Page>
      {lottery === undefined && <p role="status">{t('app.loading')}</p>}
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
      <Link to={back ? safeRedirect(back) : '/m/moreLottery'}>{t('lottery.back')}</Link>
    </Page>
  );
}
