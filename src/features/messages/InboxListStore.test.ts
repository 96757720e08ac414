import type { InboxListReply as InboxPage } from '@common/generated/api';
import { describe, expect, it, vi } from 'vitest';
import type { InboxMessage } from './InboxListStore';
import { InboxStore } from '../../stores/InboxStore';
import { SessionStore } from '../../stores/SessionStore';
import { InboxListStore } from './InboxListStore';

const message = (id: number, read = false): InboxMessage => ({ id, title: `m${id}`, content: '', time: id, read });
const page = (list: InboxMessage[], pageNum: number, totalPages: number, unreadCount: number): InboxPage => ({
  list,
  pageNum,
  totalPages,
  unreadCount,
});
const signedIn = () => new SessionStore({ token: 't', merchantCode: 'M', userName: 'demo', type: 0 });

describe('InboxListStore', () => {
  it('pages append, page 1 sets the shared unread count, and a shifted page skips what is listed', async () => {
    const inbox = new InboxStore(signedIn(), { unreadCount: async () => 0, markRead: async () => {} });
    const pages = [page([message(5), message(4)], 1, 2, 2), page([message(4), message(3, true)], 2, 2, 9)];
    const store = new InboxListStore(inbox, async (n) => pages[n - 1]!);
    await store.list.loadMore();
    await store.list.loadMore();
    expect(store.list.items.map((m) => m.id)).toEqual([5, 4, 3]);
    // Only page 1's count is taken: a later page could overwrite a read still on its way.
    expect(inbox.unreadCount).toBe(2);
    expect(store.list.hasMore).toBe(false);
  });

  it('opening marks read once, lowers the count at once, and is undone when the server refuses', async () => {
    const markRead = vi
      .fn<(id: number) => Promise<void>>()
      .mockResolvedValueOnce()
      .mockRejectedValueOnce(new Error('x'));
    const inbox = new InboxStore(signedIn(), { unreadCount: async () => 0, markRead });
    const store = new InboxListStore(inbox, async () => page([message(2), message(1)], 1, 1, 2));
    await store.list.loadMore();
    const [first, second] = store.list.items as [InboxMessage, InboxMessage];

    const opening = store.open(first);
    expect(inbox.unreadCount).toBe(1);
    expect(store.isRead(first)).toBe(true);
    expect(await opening).toBe(true);
    expect(await store.open(first)).toBe(true);
    expect(markRead).toHaveBeenCalledTimes(1);

    expect(await store.open(second)).toBe(false);
    expect(store.isRead(second)).toBe(false);
    expect(inbox.unreadCount).toBe(1);
  });

  it('a message the server already has read is not marked again', async () => {
    const markRead = vi.fn(async () => {});
    const inbox = new InboxStore(signedIn(), { unreadCount: async () => 0, markRead });
    const store = new InboxListStore(inbox, async () => page([message(1, true)], 1, 1, 0));
    await store.list.loadMore();
    expect(await store.open(store.list.items[0]!)).toBe(true);
    expect(markRead).not.toHaveBeenCalled();
  });
});
