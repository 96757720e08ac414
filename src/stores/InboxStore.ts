import { makeAutoObservable, runInAction } from 'mobx';
import { callApi } from '../api/callApi';
import type { SessionStore } from './SessionStore';

export interface InboxApi {
  unreadCount: () => Promise<number>;
  markRead: (id: number) => Promise<void>;
}

const inboxApi: InboxApi = {
  unreadCount: async () => (await callApi('inboxUnreadCount')).value,
  markRead: async (id) => {
    await callApi('inboxRead', { body: { id } });
  },
};

/**
 * The member's unread message count, one value for every place that shows it (header dot, member centre, agent
 * grid, message centre), so reading a message clears the dot everywhere at once (SPEC §4 unread indicator).
 */
export class InboxStore {
  unreadCount = 0;
  /** Ids read in this session, so a list fetched before the read still shows them read. */
  readonly readIds = new Set<number>();

  constructor(
    private readonly session: SessionStore,
    private readonly api: InboxApi = inboxApi,
  ) {
    makeAutoObservable<InboxStore, 'session' | 'api'>(this, { session: false, api: false });
  }

  /** Fetches the count; only when signed in (visitors have no inbox). A failure keeps the last count. */
  async refreshUnread(): Promise<void> {
    if (!this.session.loggedIn) return;
    try {
      const count = await this.api.unreadCount();
      runInAction(() => (this.unreadCount = count));
    } catch {
      // The dot is a hint; a failed count must not break the screen that asked for it.
    }
  }

  /** Sets the count from a reply that carries it (the inbox list). */
  setUnread(count: number): void {
    this.unreadCount = count;
  }

  /** Marks a message read on the server; the count drops at once and is restored if the server refuses. */
  async markRead(id: number): Promise<void> {
    if (this.readIds.has(id)) return;
    this.readIds.add(id);
    const before = this.unreadCount;
    this.unreadCount = Math.max(0, before - 1);
    try {
      await this.api.markRead(id);
    } catch (error) {
      runInAction(() => {
        this.readIds.delete(id);
        this.unreadCount = before;
      });
      throw error;
    }
  }

  clear(): void {
    this.unreadCount = 0;
    this.readIds.clear();
  }
}
