import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from '@emotion/styled';
import { DateRangePicker } from '../../../ui/DateRangePicker';
import { Table } from '../DataTable';
import { Filters } from '../Filters';
import { PagedFooter } from '../PagedFooter';
import { StatGrid } from '../StatGrid';
import { useAgentRange } from '../useAgentRange';
import { useMoney } from '../useMoney';
import { RebateIncomeStore } from './RebateIncomeStore';

const Wrap = styled.div`
  padding: 0 ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.md};
`;

/**
 * /m/member/teamRebate (agent rebate income): what the agent earned on its team's settled bets of a period — total,
 * per category at the agent's rate, and per direct downline.
 */
export const RebateIncomeScreen = observer(function RebateIncomeScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const { today, range, setRange, limits } = useAgentRange();
  const [store] = useState(() => new RebateIncomeStore(range));

  useEffect(() => {
    store.setRange(range);
  }, [store, range]);

  const { summary, list } = store;
  return (
    <div>
      <Filters>
        <DateRangePicker value={range} onChange={setRange} limits={limits} today={today} />
      </Filters>
      {summary && (
        <>
          <StatGrid
            title={t('agent.income.totals')}
            stats={[
              { id: 'income', label: t('agent.income.income'), value: money(summary.income) },
              { id: 'validStake', label: t('agent.income.validStake'), value: money(summary.validStake) },
            ]}
          />
          <Wrap>
            <Table>
              <caption>{t('agent.income.byCategory')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('agent.rebates.category')}</th>
                  <th scope="col">{t('agent.rebates.rate')}</th>
                  <th scope="col">{t('agent.income.validStake')}</th>
                  <th scope="col">{t('agent.income.income')}</th>
                </tr>
              </thead>
              <tbody>
                {summary.categories.map((c) => (
                  <tr key={c.category}>
                    <th scope="row">{t(`agent.category.${c.category}`)}</th>
                    <td>{t('agent.contract.percent', { value: c.rate })}</td>
                    <td>{money(c.validStake)}</td>
                    <td>{money(c.income)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Wrap>
        </>
      )}
      {list.items.length > 0 && (
        <Wrap>
          <Table>
            <caption>{t('agent.income.byDownline')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('agent.pnl.member')}</th>
                <th scope="col">{t('agent.income.validStake')}</th>
                <th scope="col">{t('agent.income.income')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((row) => (
                <tr key={row.userId}>
                  <th scope="row">
                    {row.userName}
                    {row.isAgent ? ` (${t('agent.team.roleAgent')})` : ''}
                  </th>
                  <td>{money(row.validStake)}</td>
                  <td>{money(row.income)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Wrap>
      )}
      <PagedFooter list={list} empty={t('agent.income.empty')} />
    </div>
  );
});

export default RebateIncomeScreen;
