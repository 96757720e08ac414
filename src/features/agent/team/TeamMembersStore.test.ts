import { describe, expect, it, vi } from 'vitest';
import type { AgentTeamMembersQuery, AgentTeamMembersReply } from '@common/generated/api';
import { TeamMembersStore } from './TeamMembersStore';

const member = (id: number) => ({
  id,
  userName: `m${id}`,
  type: 0,
  isAgent: false,
  depth: 1,
  uplineName: 'agent',
  directCount: 0,
  teamSize: 0,
  online: false,
  balance: '0.00',
  regDate: 0,
});

function fake(pages = 2) {
  const calls: AgentTeamMembersQuery[] = [];
  const fetchPage = vi.fn(async (query: AgentTeamMembersQuery): Promise<AgentTeamMembersReply> => {
    calls.push(query);
    const pageNo = query.pageNo ?? 1;
    return {
      list: [member(pageNo * 10 + (query.parentId ?? 0))],
      pageNum: pageNo,
      totalPages: pages,
      total: pages,
      path: [{ id: 2, userName: 'agent' }],
    };
  });
  return { calls, store: new TeamMembersStore(fetchPage) };
}

describe('team members store', () => {
  it('pages a level, then drills into an agent from page 1', async () => {
    const { calls, store } = fake();
    store.showLevel(undefined);
    await vi.waitFor(() => expect(store.list.pageNum).toBe(1));
    await store.list.loadMore();
    expect(store.list.items.map((m) => m.id)).toEqual([10, 20]);
    store.showLevel(7);
    await vi.waitFor(() => expect(store.list.items.map((m) => m.id)).toEqual([17]));
    expect(calls.at(-1)).toEqual({ parentId: 7, pageNo: 1, pageSize: 20 });
    expect(store.path).toEqual([{ id: 2, userName: 'agent' }]);
  });

  it('searches the whole team (no level) and filters online members', async () => {
    const { calls, store } = fake(1);
    store.showLevel(7);
    store.search('  bob ');
    await vi.waitFor(() => expect(calls.at(-1)).toEqual({ keyword: 'bob', pageNo: 1, pageSize: 20 }));
    store.setOnlineOnly(true);
    await vi.waitFor(() => expect(calls.at(-1)).toEqual({ keyword: 'bob', onlineOnly: true, pageNo: 1, pageSize: 20 }));
  });
});
