import { describe, expect, it, vi } from 'vitest';
import { PagedList, type PageReply } from './PagedList';

const reply = (items: number[], totalPages: number): PageReply<number> => ({ items, totalPages });

describe('PagedList', () => {
  it('page 1 replaces, later pages append, and paging stops at the last page', async () => {
    const fetch = vi.fn(async (pageNo: number) => reply([pageNo * 10, pageNo * 10 + 1], 2));
    const list = new PagedList(fetch);
    await list.loadMore();
    await list.loadMore();
    await list.loadMore();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(list.items).toEqual([10, 11, 20, 21]);
    expect(list.hasMore).toBe(false);
    list.restart();
    await vi.waitFor(() => expect(list.items).toEqual([10, 11]));
  });

  it('drops a reply to a query that has since restarted', async () => {
    const answers: ((r: PageReply<number>) => void)[] = [];
    const list = new PagedList(() => new Promise<PageReply<number>>((resolve) => answers.push(resolve)));
    list.restart();
    list.restart();
    answers[1]!(reply([2], 1));
    answers[0]!(reply([1], 5));
    await vi.waitFor(() => expect(list.items).toEqual([2]));
    expect(list.totalPages).toBe(1);
  });

  it('a failure means no more pages until retry; an empty answer is empty', async () => {
    const fetch = vi
      .fn<(pageNo: number) => Promise<PageReply<number>>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(reply([], 0));
    const list = new PagedList(fetch);
    await list.loadMore();
    expect(list.failed).toBe(true);
    expect(list.hasMore).toBe(false);
    await list.loadMore();
    expect(fetch).toHaveBeenCalledTimes(1);
    list.retry();
    await vi.waitFor(() => expect(list.empty).toBe(true));
  });

  it('skips items already listed (keyOf) and hands each accepted reply to onPage', async () => {
    const onPage = vi.fn();
    const list = new PagedList(async (pageNo: number) => (pageNo === 1 ? reply([3, 2], 2) : reply([2, 1], 2)), {
      keyOf: (n) => n,
      onPage,
    });
    await list.loadMore();
    await list.loadMore();
    expect(list.items).toEqual([3, 2, 1]);
    expect(onPage.mock.calls.map(([, pageNo]) => pageNo)).toEqual([1, 2]);
  });
});
