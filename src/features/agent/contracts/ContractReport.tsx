import type { AgentContractKind } from '@common/generated/api';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useRemoteData } from '../../../api/useRemoteData';
import { useBrandTime } from '../../../stores/useBrandTime';
import { DateRangePicker } from '../../../ui/DateRangePicker';
import { AsyncView } from '../../../ui/LoadState';
import { callApi } from '../../../api/callApi';
import { AGENT_HOURLY_MAX_DAYS } from '@common/agentPeriod';
import { AGENT_RANGE_LIMITS, agentPeriod } from '../agentRange';

import { Table } from '../DataTable';
import { useAgentRange } from '../useAgentRange';
import { useMoney } from '../useMoney';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

/** The hourly report covers at most 3 days (one row per hour); the others the usual period. */
const limitsOf = (kind: AgentContractKind) =>
  kind === 'hourly' ? { ...AGENT_RANGE_LIMITS, maxDays: AGENT_HOURLY_MAX_DAYS } : AGENT_RANGE_LIMITS;

/** What the agent's accepted contract of a kind pays over a period: a row per day, hour or dividend period. */
export function ContractReport({ kind }: { kind: AgentContractKind }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { formatDate } = useBrandTime();
  const { today, range, setRange, limits } = useAgentRange(limitsOf(kind));
  const report = useRemoteData(
    async () => (await callApi('agentContractReport', { query: { kind, ...agentPeriod(range) } })).value,
    [kind, range.from, range.to],
  );
  // A dividend row covers its settlement period (end exclusive); salary rows a day or an hour.
  const when = (start: number, end: number) =>
    kind === 'dividend'
      ? `${formatDate(start, 'MM/DD')} – ${formatDate(end - 1)}`
      : formatDate(start, kind === 'hourly' ? 'MM/DD HH:mm' : 'MM/DD/YYYY');
  return (
    <Section aria-labelledby={`report-${kind}`}>
      <h2 id={`report-${kind}`}>{t(`agent.report.title.${kind}`)}</h2>
      <DateRangePicker value={range} onChange={setRange} limits={limits} today={today} />
      <AsyncView state={report} isEmpty={(r) => r.rows.length === 0} empty={t('agent.report.empty')}>
        {(r) => (
          <div>
            <Table dense>
              <caption>{t('agent.report.total', { amount: money(r.total) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('agent.report.period')}</th>
                  <th scope="col">{t('agent.report.validStake')}</th>
                  <th scope="col">{t('agent.report.active')}</th>
                  {kind === 'dividend' && <th scope="col">{t('agent.report.teamPnl')}</th>}
                  <th scope="col">{t('agent.contract.tier')}</th>
                  <th scope="col">{t('agent.report.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {r.rows.map((row) => (
                  <tr key={row.periodStart}>
                    <th scope="row">{when(row.periodStart, row.periodEnd)}</th>
                    <td>{money(row.validStake)}</td>
                    <td>{row.activeMembers}</td>
                    {kind === 'dividend' && <td>{money(row.teamPnl)}</td>}
                    <td>{row.tier < 0 ? '—' : row.tier + 1}</td>
                    <td>{money(row.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
      </AsyncView>
    </Section>
  );
}
