import { describe, expect, it, vi } from 'vitest';
import type { AgentTeamBetsReply } from '@common/generated/api';
import { TeamBetsStore, type TeamBetsQuery } from './TeamBetsStore';

const totals = { betCount: 3, bettors: 1, stake: '3.00', validStake: '3.00', win: '0.00', pnl: '-3.00' };
const bet = (betNo: string) => ({
  betNo,
  userName: 'm1',
  category: 'slots',
  vendor: 'INHOUSE',
  nodeId: 1,
  gameName: 'Fruit',
  stake: '1.00',
  validStake: '1.00',
  win: '0.00',
  pnl: '-1.00',
  status: 'settled' as const,
  placedAt: 0,
});

describe('team bets store', () => {
  it('follows the cursor page by page and stops when none comes back', async () => {
    const queries: TeamBetsQuery[] = [];
    const pages: AgentTeamBetsReply[] = [
      { list: [bet('a'), bet('b')], nextCursor: '1:2', totals },
      { list: [bet('c')], totals },
    ];
    const store = new TeamBetsStore({ from: '2025-03-01', to: '2025-03-02' }, async (_range, query) => {
      queries.push(query);
      return pages[queries.length - 1]!;
    });
    store.setFilter({ category: 'slots', vendor: '', member: 'm1' });
    await vi.waitFor(() => expect(store.list.pageNum).toBe(1));
    expect(store.list.hasMore).toBe(true);
    await store.list.loadMore();
    expect(store.list.items.map((b) => b.betNo)).toEqual(['a', 'b', 'c']);
    expect(store.list.hasMore).toBe(false);
    expect(queries).toEqual([
      { category: 'slots', member: 'm1', pageSize: 20 },
      { category: 'slots', member: 'm1', pageSize: 20, cursor: '1:2' },
    ]);
    expect(store.totals).toEqual(totals);
  });
});
