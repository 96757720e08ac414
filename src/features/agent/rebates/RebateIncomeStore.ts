import { makeAutoObservable } from 'mobx';
import type { AgentRebateIncomeReply } from '@common/generated/api';
import { PagedList, type PageReply } from '../../../stores/PagedList';
import type { DateRange } from '../../../ui/dateRange';
import { callApi } from '../../../api/callApi';
import { agentPeriod } from '../agentRange';

export type IncomeRow = AgentRebateIncomeReply['list'][number];
export type IncomeSummary = Pick<AgentRebateIncomeReply, 'validStake' | 'income' | 'categories'>;

type IncomeReply = PageReply<IncomeRow> & IncomeSummary;

/** The agent's rebate income of a period: totals and per category from page 1, then per direct downline, paged. */
export class RebateIncomeStore {
  summary: IncomeSummary | undefined = undefined;
  readonly list: PagedList<IncomeRow, IncomeReply>;

  constructor(
    public range: Pick<DateRange, 'from' | 'to'>,
    fetchPage = async (range: Pick<DateRange, 'from' | 'to'>, pageNo: number): Promise<AgentRebateIncomeReply> =>
      (await callApi('agentRebateIncome', { query: { ...agentPeriod(range), pageNo } })).value,
  ) {
    this.list = new PagedList<IncomeRow, IncomeReply>(
      async (pageNo) => {
        const { list, totalPages, validStake, income, categories } = await fetchPage(this.range, pageNo);
        return { items: list, totalPages, validStake, income, categories };
      },
      {
        keyOf: (row) => row.userId,
        onPage: (reply, pageNo) => {
          if (pageNo === 1)
            this.summary = { validStake: reply.validStake, income: reply.income, categories: reply.categories };
        },
      },
    );
    makeAutoObservable(this, { list: false });
  }

  setRange(range: Pick<DateRange, 'from' | 'to'>): void {
    this.range = range;
    this.summary = undefined;
    this.list.restart();
  }
}
