import { describe, expect, it, vi } from 'vitest';
import type { DateRange } from '../../ui/dateRange';
import { ReportStore, type ReportReply } from './ReportStore';

const week: DateRange = { preset: 'last7', from: '2025-05-01', to: '2025-05-07' };
const today: DateRange = { preset: 'today', from: '2025-05-07', to: '2025-05-07' };
type Query = { startDate: string; endDate: string; state?: string; cursor?: string };
const reply = (list: number[], nextCursor: string | null, count = 99): ReportReply<number, { count: number }> => ({
  list,
  nextCursor,
  totals: { count },
});

describe('ReportStore', () => {
  it('asks for the period, follows the cursor, and keeps page 1’s totals', async () => {
    const fetch = vi.fn(async (q: Query) => (q.cursor === 'c2' ? reply([3], null, 1) : reply([1, 2], 'c2', 3)));
    const store = new ReportStore<number, { state?: string }, { count: number }>(fetch, { range: week, filters: {} });
    store.restart();
    await vi.waitFor(() => expect(store.list.items).toEqual([1, 2]));
    expect(fetch).toHaveBeenLastCalledWith({ startDate: '2025-05-01', endDate: '2025-05-07' });
    expect(store.totals).toEqual({ count: 3 });
    await store.list.loadMore();
    expect(fetch).toHaveBeenLastCalledWith({ startDate: '2025-05-01', endDate: '2025-05-07', cursor: 'c2' });
    expect(store.list.items).toEqual([1, 2, 3]);
    expect(store.list.hasMore).toBe(false);
    expect(store.totals).toEqual({ count: 3 });
  });

  it('a new period or filter starts again without a cursor and drops the old query’s late reply', async () => {
    const answers: ((r: ReportReply<number, { count: number }>) => void)[] = [];
    const fetch = vi.fn(
      (_q: Query) => new Promise<ReportReply<number, { count: number }>>((resolve) => answers.push(resolve)),
    );
    const store = new ReportStore<number, { state?: string }, { count: number }>(fetch, { range: week, filters: {} });
    store.restart();
    store.setRange(today);
    store.setFilters({ state: 'paid' });
    expect(fetch).toHaveBeenLastCalledWith({ startDate: '2025-05-07', endDate: '2025-05-07', state: 'paid' });
    answers[2]!(reply([7], null, 1));
    answers[0]!(reply([1, 2], 'stale', 2));
    await vi.waitFor(() => expect(store.list.items).toEqual([7]));
    expect(store.totals).toEqual({ count: 1 });
    expect(store.list.hasMore).toBe(false);
  });

  it('keeps why a page failed, and Retry clears it', async () => {
    const refusal = new Error('refused');
    const fetch = vi
      .fn<(q: Query) => Promise<ReportReply<number, { count: number }>>>()
      .mockRejectedValueOnce(refusal)
      .mockResolvedValueOnce(reply([1], null, 1));
    const store = new ReportStore<number, object, { count: number }>(fetch, { range: week, filters: {} });
    store.restart();
    await vi.waitFor(() => expect(store.list.failed).toBe(true));
    expect(store.error).toBe(refusal);
    store.retry();
    expect(store.error).toBeUndefined();
    await vi.waitFor(() => expect(store.list.items).toEqual([1]));
  });
});
