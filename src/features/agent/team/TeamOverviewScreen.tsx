import { useTranslation } from 'react-i18next';
import { useRemoteData } from '../../../api/useRemoteData';
import { DateRangePicker } from '../../../ui/DateRangePicker';
import { AsyncView } from '../../../ui/LoadState';
import { callApi } from '../../../api/callApi';
import { agentPeriod } from '../agentRange';

import { Filters } from '../Filters';
import { StatGrid } from '../StatGrid';
import { useAgentRange } from '../useAgentRange';
import { useMoney } from '../useMoney';
import { pnlStats } from './pnlStats';

/** /m/agent/team/overview: the whole team's totals for a period — members, settled bets, deposits and withdrawals. */
export default function TeamOverviewScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const { today, range, setRange, limits } = useAgentRange();
  const overview = useRemoteData(
    async () => (await callApi('agentTeamOverview', { query: agentPeriod(range) })).value,
    [range.from, range.to],
  );
  return (
    <div>
      <Filters>
        <DateRangePicker value={range} onChange={setRange} limits={limits} today={today} />
      </Filters>
      <AsyncView state={overview}>
        {(o) => (
          <>
            <StatGrid
              title={t('agent.overview.members')}
              stats={[
                { id: 'teamSize', label: t('agent.overview.teamSize'), value: o.teamSize },
                { id: 'directCount', label: t('agent.overview.directCount'), value: o.directCount },
                { id: 'agentCount', label: t('agent.overview.agentCount'), value: o.agentCount },
                { id: 'newMembers', label: t('agent.overview.newMembers'), value: o.newMembers },
                { id: 'onlineCount', label: t('agent.overview.onlineCount'), value: o.onlineCount },
              ]}
            />
            <StatGrid title={t('agent.overview.bets')} stats={pnlStats(o.bets, t, money)} />
            <StatGrid
              title={t('agent.overview.money')}
              stats={[
                { id: 'deposits', label: t('agent.overview.deposits'), value: money(o.deposits) },
                { id: 'depositCount', label: t('agent.overview.depositCount'), value: o.depositCount },
                { id: 'depositors', label: t('agent.overview.depositors'), value: o.depositors },
                { id: 'withdrawals', label: t('agent.overview.withdrawals'), value: money(o.withdrawals) },
                { id: 'rebateIncome', label: t('agent.overview.rebateIncome'), value: money(o.rebateIncome) },
              ]}
            />
          </>
        )}
      </AsyncView>
    </div>
  );
}
