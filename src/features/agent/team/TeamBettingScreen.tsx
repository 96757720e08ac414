import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../ui/DateRangePicker';
import { Filters } from '../Filters';
import { PagedFooter } from '../PagedFooter';
import { StatGrid } from '../StatGrid';
import { useAgentRange } from '../useAgentRange';
import { useMoney } from '../useMoney';
import { BetFilters } from './BetFilters';
import { pnlStats } from './pnlStats';
import { TeamBetRow } from './TeamBetRow';
import { TeamBetsStore } from './TeamBetsStore';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** /m/teamBetting: the team's bets of a period, filtered by category, vendor and member, paged endlessly. */
export const TeamBettingScreen = observer(function TeamBettingScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const { today, range, setRange, limits } = useAgentRange();
  const [store] = useState(() => new TeamBetsStore(range));

  useEffect(() => {
    store.setRange(range);
  }, [store, range]);

  const list = store.list;
  return (
    <div>
      <Filters>
        <DateRangePicker value={range} onChange={setRange} limits={limits} today={today} />
        <BetFilters value={store.filter} onApply={(filter) => store.setFilter(filter)} />
      </Filters>
      {store.totals && <StatGrid title={t('agent.bets.totals')} stats={pnlStats(store.totals, t, money)} />}
      {list.items.length > 0 && (
        <List aria-label={t('agent.bets.listLabel')}>
          {list.items.map((bet) => (
            <TeamBetRow key={bet.betNo} bet={bet} />
          ))}
        </List>
      )}
      <PagedFooter list={list} empty={t('agent.bets.empty')} />
    </div>
  );
});

export default TeamBettingScreen;
