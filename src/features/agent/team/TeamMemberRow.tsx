import type { AgentTeamMember } from '@common/generated/api';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useBrandTime } from '../../../stores/useBrandTime';
import { SecondaryButton } from '../../../ui/Button';
import { useMoney } from '../useMoney';

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
  p {
    grid-column: 1 / -1;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
  button {
    grid-column: 1 / -1;
    justify-self: start;
  }
`;

const State = styled.span<{ online: boolean }>`
  align-self: start;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, online }) => (online ? theme.colors.success : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, online }) => (online ? theme.colors.success : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 22px;
`;

/** One member of the team: name, role, online state, balance, registration, and for agents their downline. */
export function TeamMemberRow({
  member,
  showLevel,
  onOpen,
}: {
  member: AgentTeamMember;
  /** In a search of the whole team: which level and under whom. */
  showLevel: boolean;
  onOpen: (member: AgentTeamMember) => void;
}) {
  const { t } = useTranslation();
  const { formatDate } = useBrandTime();
  const money = useMoney();
  return (
    <Row>
      <h3>
        {member.userName}
        {member.nickname ? ` (${member.nickname})` : ''}
      </h3>
      <State online={member.online}>{t(member.online ? 'agent.team.online' : 'agent.team.offline')}</State>
      <p>
        {t(member.isAgent ? 'agent.team.roleAgent' : 'agent.team.roleMember')}
        {' · '}
        {t('agent.team.balance', { amount: money(member.balance) })}
        {' · '}
        {t('agent.team.joined', { date: formatDate(member.regDate) })}
      </p>
      <p>
        {showLevel && `${t('agent.team.level', { depth: member.depth, upline: member.uplineName })} · `}
        {member.lastLoginAt !== undefined
          ? t('agent.team.lastLogin', { date: formatDate(member.lastLoginAt, 'MM/DD/YYYY HH:mm') })
          : t('agent.team.neverLoggedIn')}
      </p>
      {member.isAgent && (
        <SecondaryButton type="button" onClick={() => onOpen(member)}>
          {t('agent.team.downline', { name: member.userName, direct: member.directCount, size: member.teamSize })}
        </SecondaryButton>
      )}
    </Row>
  );
}
