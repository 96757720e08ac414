import type { AgentTeamFooter } from '@common/generated/api';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useRemoteData } from '../../api/useRemoteData';
import { AsyncView } from '../../ui/LoadState';
import { callApi } from '../../api/callApi';

const Section = styled.section`
  margin: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

const Counters = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  text-align: center;
  div {
    display: flex;
    flex-direction: column-reverse;
    gap: ${({ theme }) => theme.spacing.xs};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeXl};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

/** The four counters in SPEC §2's order, by their SPEC §3 field names. */
const COUNTERS: readonly (keyof AgentTeamFooter)[] = [
  'teamLoginMemberCount',
  'teamBetMemberCount',
  'teamRegisterMemberCount',
  'teamOnlineCount',
];

/** Today's team counters (team KPI with size 0 → footer): signed in, betting, registered, online now. */
export function TeamCounters({ today }: { today: string }) {
  const { t } = useTranslation();
  // Size 0: only the four counters of the period (the reply's footer).
  const counters = useRemoteData(
    async () => (await callApi('agentTeamKpi', { query: { startDate: today, endDate: today, size: 0 } })).value.footer,
    [today],
  );

  return (
    <Section aria-labelledby="agent-team-today">
      <h2 id="agent-team-today">{t('agent.home.teamToday')}</h2>
      <AsyncView state={counters}>
        {(footer) => (
          <Counters>
            {COUNTERS.map((key) => (
              <div key={key}>
                <dt>{t(`agent.counter.${key}`)}</dt>
                <dd>{footer[key]}</dd>
              </div>
            ))}
          </Counters>
        )}
      </AsyncView>
    </Section>
  );
}
