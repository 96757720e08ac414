import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { AgentTeamBet } from '@common/generated/api';
import { useBrandTime } from '../../../stores/useBrandTime';
import { useMoney } from '../useMoney';

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 2px ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
  strong {
    text-align: end;
  }
`;

/** One bet of the team: member, game, time, stake and result (the member's profit or loss once settled). */
export function TeamBetRow({ bet }: { bet: AgentTeamBet }) {
  const { t } = useTranslation();
  const { formatDate } = useBrandTime();
  const money = useMoney();
  return (
    <Row>
      <h3>
        {bet.userName} · {bet.gameName}
      </h3>
      <strong>{bet.status === 'settled' ? money(bet.pnl) : t(`agent.bets.status.${bet.status}`)}</strong>
      <p>
        {formatDate(bet.placedAt, 'MM/DD/YYYY HH:mm')} · {t(`agent.category.${bet.category}`, bet.category)} ·{' '}
        {bet.vendor}
      </p>
      <p>{t('agent.bets.stakeLine', { stake: money(bet.stake), win: money(bet.win) })}</p>
      <p>{t('agent.bets.betNo', { betNo: bet.betNo })}</p>
    </Row>
  );
}
