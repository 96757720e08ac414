import type { LeaderboardReply } from '@common/generated/api';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useRemoteData } from '../../api/useRemoteData';
import { useStores } from '../../stores/StoresContext';
import { useBrandTime } from '../../stores/useBrandTime';
import { AsyncView, EmptyNote } from '../../ui/LoadState';
import { callApi } from '../../api/callApi';
import { Table } from './RebateTable';
import { useMoneyText } from './useMoneyText';

const Mine = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  h2,
  p {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
  strong {
    font-size: ${({ theme }) => theme.font.sizeXl};
  }
`;

const Period = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** The member's own place: their rank and volume, or that they have no bet in this period yet. */
function MyRank({ me }: { me: NonNullable<LeaderboardReply['me']> }) {
  const { t } = useTranslation();
  const moneyText = useMoneyText();
  return (
    <Mine aria-labelledby="my-rank">
      <h2 id="my-rank">{t('promotions.leaderboard.mine')}</h2>
      {me.rank === null ? (
        <p>{t('promotions.leaderboard.unranked')}</p>
      ) : (
        <p>
          <strong>{t('promotions.leaderboard.rank', { rank: me.rank })}</strong>{' '}
          {t('promotions.leaderboard.volume', { amount: moneyText(me.validBet) })}
        </p>
      )}
    </Mine>
  );
}

function Board({ board }: { board: LeaderboardReply }) {
  const { t } = useTranslation();
  const { formatDate } = useBrandTime();
  const moneyText = useMoneyText();
  // `end` is the first moment of the next period: the last day shown is the one before it.
  const period = t('promotions.leaderboard.period', {
    period: t(`promotions.leaderboard.periodName.${board.period}`),
    from: formatDate(board.start, 'YYYY/MM/DD'),
    to: formatDate(board.end - 1, 'YYYY/MM/DD'),
  });
  return (
    <>
      <Period>{period}</Period>
      {board.me && <MyRank me={board.me} />}
      {board.list.length === 0 ? (
        <EmptyNote>{t('promotions.leaderboard.empty')}</EmptyNote>
      ) : (
        <Table>
          <caption>{t('promotions.leaderboard.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('promotions.leaderboard.rankColumn')}</th>
              <th scope="col">{t('promotions.leaderboard.player')}</th>
              <th scope="col">{t('promotions.leaderboard.validBet')}</th>
            </tr>
          </thead>
          <tbody>
            {board.list.map((entry) => (
              <tr key={`${entry.rank}-${entry.userName}`}>
                <th scope="row">{entry.rank}</th>
                <td>{entry.userName}</td>
                <td>{moneyText(entry.validBet)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}

/**
 * /m/leaderBoard (MISSION): members ranked by valid stake in the current period (day, week or month in the brand's
 * time zone), with the member's own rank above the board.
 */
const LeaderBoardScreen = observer(function LeaderBoardScreen() {
  const { session } = useStores();
  const board = useRemoteData(async () => (await callApi('leaderboard')).value, [session.loggedIn]);

  return (
    <AsyncView state={board} isEmpty={() => false}>
      {(data) => <Board board={data} />}
    </AsyncView>
  );
});

export default LeaderBoardScreen;
