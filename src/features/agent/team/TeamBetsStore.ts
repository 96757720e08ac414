import { makeAutoObservable } from 'mobx';
import type {
  AgentCategory,
  AgentPnlTotals,
  AgentTeamBet,
  AgentTeamBetsQuery,
  AgentTeamBetsReply,
} from '@common/generated/api';

import { PagedList, type PageReply } from '../../../stores/PagedList';
import type { DateRange } from '../../../ui/dateRange';
import { callApi } from '../../../api/callApi';
import { agentPeriod } from '../agentRange';

/** A team bets query without its period (the store adds the range). */
export type TeamBetsQuery = Omit<AgentTeamBetsQuery, 'startDate' | 'endDate'>;

export interface TeamBetFilter {
  category?: AgentCategory;
  vendor?: string;
  member?: string;
}

type BetsReply = PageReply<AgentTeamBet> & { totals: AgentPnlTotals; nextCursor?: string };

/**
 * The team's bets of a period, newest first, with filters. The server pages by cursor: each accepted page keeps the
 * cursor of the next, and "more pages" means a cursor came back. Any change of period or filter starts again.
 */
export class TeamBetsStore {
  filter: TeamBetFilter = {};
  totals: AgentPnlTotals | undefined = undefined;
  private nextCursor: string | undefined = undefined;
  readonly list: PagedList<AgentTeamBet, BetsReply>;

  constructor(
    public range: Pick<DateRange, 'from' | 'to'>,
    fetchPage = async (range: Pick<DateRange, 'from' | 'to'>, query: TeamBetsQuery): Promise<AgentTeamBetsReply> =>
      (await callApi('agentTeamBets', { query: { ...agentPeriod(range), ...query } })).value,
  ) {
    this.list = new PagedList<AgentTeamBet, BetsReply>(
      async (pageNo) => {
        const query: TeamBetsQuery = { ...this.filter, pageSize: 20 };
        if (pageNo > 1 && this.nextCursor) query.cursor = this.nextCursor;
        const reply = await fetchPage(this.range, query);
        return {
          items: reply.list,
          totalPages: reply.nextCursor ? pageNo + 1 : pageNo,
          totals: reply.totals,
          nextCursor: reply.nextCursor,
        };
      },
      {
        keyOf: (bet) => bet.betNo,
        onPage: (reply, pageNo) => {
          this.nextCursor = reply.nextCursor;
          if (pageNo === 1) this.totals = reply.totals;
        },
      },
    );
    makeAutoObservable<TeamBetsStore, 'nextCursor'>(this, { list: false, nextCursor: false });
  }

  private restart(): void {
    this.totals = undefined;
    this.nextCursor = undefined;
    this.list.restart();
  }

  setRange(range: Pick<DateRange, 'from' | 'to'>): void {
    this.range = range;
    this.restart();
  }

  setFilter(filter: TeamBetFilter): void {
    this.filter = Object.fromEntries(Object.entries(filter).filter(([, v]) => v)) as TeamBetFilter;
    this.restart();
  }
}
