import { makeAutoObservable, runInAction } from 'mobx';
import { PagedList } from '../../stores/PagedList';
import type { Reward, RewardClaimReply, RewardsReply } from '@common/generated/api';
import { callApi } from '../../api/callApi';

type RewardState = Reward['state'];

/** The calls the reward centre makes; tests pass their own. */
export interface RewardFetchers {
  /** One page of the member's rewards, newest first; `state` narrows it. */
  page: (pageNo: number, state?: RewardState) => Promise<RewardsReply>;
  /** Claims an issued reward: the server credits it once; the reply carries the balance after it. */
  claim: (id: number) => Promise<RewardClaimReply>;
}

const defaultFetchers: RewardFetchers = {
  page: async (pageNo, state) => (await callApi('rewards', { query: { pageNo, pageSize: 20, state } })).value,
  claim: async (id) => (await callApi('rewardClaim', { params: { id }, body: {} })).value,
};

/**
 * The reward centre's list (REWCEN3): one state at a time (issued first: what can be claimed), paged, with the count
 * of rewards waiting. A claim updates the reward in place from the server's reply (so it shows "Claimed" at once)
 * and returns the reply, whose balance the screen hands to the wallet store.
 */
export class RewardCentreStore {
  state: RewardState = 'issued';
  claimable = 0;
  /** Rewards whose claim is under way: a second tap does nothing. */
  claiming = new Set<number>();
  readonly list: PagedList<Reward, { items: Reward[]; totalPages: number; claimable: number }>;

  constructor(private readonly fetchers: RewardFetchers = defaultFetchers) {
    this.list = new PagedList(
      async (pageNo) => {
        const reply = await this.fetchers.page(pageNo, this.state);
        return { items: reply.list, totalPages: reply.totalPages, claimable: reply.claimable };
      },
      {
        keyOf: (reward) => reward.id,
        onPage: (reply) => {
          this.claimable = reply.claimable;
        },
      },
    );
    makeAutoObservable<RewardCentreStore, 'fetchers'>(this, { fetchers: false, list: false });
  }

  /** Shows another state from page 1. */
  show(state: RewardState): void {
    if (state === this.state && this.list.pageNum > 0) return;
    this.state = state;
    this.list.restart();
  }

  /** Claims one reward once; resolves with the server's reply, or throws its refusal. */
  async claim(reward: Reward) {
    if (this.claiming.has(reward.id) || reward.state !== 'issued') return undefined;
    this.claiming.add(reward.id);
    try {
      const reply = await this.fetchers.claim(reward.id);
      runInAction(() => {
        this.list.items = this.list.items.map((r) => (r.id === reply.reward.id ? reply.reward : r));
        this.claimable = Math.max(0, this.claimable - 1);
      });
      return reply;
    } finally {
      runInAction(() => this.claiming.delete(reward.id));
    }
  }
}
