import { makeAutoObservable } from 'mobx';
import type { AgentPnlRow, AgentPnlTotals, AgentTeamPnlQuery, AgentTeamPnlReply } from '@common/generated/api';

import { PagedList, type PageReply } from '../../../stores/PagedList';
import type { DateRange } from '../../../ui/dateRange';
import { callApi } from '../../../api/callApi';
import { agentPeriod } from '../agentRange';

type TeamPnlQuery = Omit<AgentTeamPnlQuery, 'startDate' | 'endDate'>;

export type PnlGrouping = 'member' | 'day';

type PnlReply = PageReply<AgentPnlRow> & { totals: AgentPnlTotals };

/**
 * Team profit and loss of a period, by member or by day, with the totals of every row (not only the loaded pages).
 * Changing the period, the grouping or the member search starts again at page 1.
 */
export class TeamPnlStore {
  groupBy: PnlGrouping = 'member';
  keyword = '';
  totals: AgentPnlTotals | undefined = undefined;
  readonly list: PagedList<AgentPnlRow, PnlReply>;

  constructor(
    public range: Pick<DateRange, 'from' | 'to'>,
    fetchPage = async (range: Pick<DateRange, 'from' | 'to'>, query: TeamPnlQuery): Promise<AgentTeamPnlReply> =>
      (await callApi('agentTeamPnl', { query: { ...agentPeriod(range), ...query } })).value,
  ) {
    this.list = new PagedList<AgentPnlRow, PnlReply>(
      async (pageNo) => {
        const reply: AgentTeamPnlReply = await fetchPage(this.range, this.query(pageNo));
        return { items: reply.list, totalPages: reply.totalPages, totals: reply.totals };
      },
      {
        keyOf: (row) => row.key,
        onPage: (reply, pageNo) => {
          if (pageNo === 1) this.totals = reply.totals;
        },
      },
    );
    makeAutoObservable<TeamPnlStore, 'query'>(this, { list: false, query: false });
  }

  private query(pageNo: number): TeamPnlQuery {
    const keyword = this.groupBy === 'member' ? this.keyword.trim() : '';
    return { groupBy: this.groupBy, ...(keyword ? { keyword } : {}), pageNo, pageSize: 50 };
  }

  private restart(): void {
    this.totals = undefined;
    this.list.restart();
  }

  setRange(range: Pick<DateRange, 'from' | 'to'>): void {
    this.range = range;
    this.restart();
  }

  setGroupBy(groupBy: PnlGrouping): void {
    this.groupBy = groupBy;
    this.restart();
  }

  search(keyword: string): void {
    this.keyword = keyword;
    this.restart();
  }
}
