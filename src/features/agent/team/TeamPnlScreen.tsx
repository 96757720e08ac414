import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../ui/DateRangePicker';
import { formatDay } from '../../../ui/dateRange';
import { TabPanel, Tabs } from '../../../ui/Tabs';
import { Filters } from '../Filters';
import { PagedFooter } from '../PagedFooter';
import { PnlTable } from '../PnlTable';
import { StatGrid } from '../StatGrid';
import { useAgentRange } from '../useAgentRange';
import { useMoney } from '../useMoney';
import { pnlStats } from './pnlStats';
import { TeamPnlStore, type PnlGrouping } from './TeamPnlStore';
import { MemberSearch } from './TeamToolbar';

const GROUPINGS = [
  { id: 'member', labelKey: 'agent.pnl.byMember' },
  { id: 'day', labelKey: 'agent.pnl.byDay' },
] as const;

/**
 * /m/agent/team/pnl: the team's settled bets of a period, by member or by day; the totals above cover every row, so
 * they equal the sum of the rows once all pages are in.
 */
export const TeamPnlScreen = observer(function TeamPnlScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const { today, range, setRange, limits } = useAgentRange();
  const [store] = useState(() => new TeamPnlStore(range));

  useEffect(() => {
    store.setRange(range);
  }, [store, range]);

  const list = store.list;
  const byMember = store.groupBy === 'member';
  return (
    <div>
      <Filters>
        <DateRangePicker value={range} onChange={setRange} limits={limits} today={today} />
        <Tabs
          items={GROUPINGS}
          selectedId={store.groupBy}
          onSelect={(id) => store.setGroupBy(id as PnlGrouping)}
          label={t('agent.pnl.groupLabel')}
          idPrefix="team-pnl"
          panelId="team-pnl-panel"
        />
      </Filters>
      <TabPanel id="team-pnl-panel" idPrefix="team-pnl" selectedId={store.groupBy}>
        {byMember && (
          <Filters>
            <MemberSearch
              label={t('agent.pnl.searchLabel')}
              initial={store.keyword}
              onSearch={(k) => store.search(k)}
            />
          </Filters>
        )}
        {store.totals && <StatGrid title={t('agent.pnl.totals')} stats={pnlStats(store.totals, t, money)} />}
        {list.items.length > 0 && (
          <PnlTable
            caption={t(byMember ? 'agent.pnl.memberRows' : 'agent.pnl.dayRows')}
            keyLabel={t(byMember ? 'agent.pnl.member' : 'agent.pnl.day')}
            rows={list.items}
            keyText={byMember ? undefined : (row) => formatDay(row.key)}
          />
        )}
        <PagedFooter list={list} empty={t('agent.pnl.empty')} />
      </TabPanel>
    </div>
  );
});

export default TeamPnlScreen;
