import type { InboxListReply as InboxPage } from '@common/generated/api';
import { callApi } from '../../api/callApi';
import type { InboxStore } from '../../stores/InboxStore';
import { PagedList, type PageReply } from '../../stores/PagedList';

/** A page of messages with the unread count the server sends along. */
type InboxReply = PageReply<InboxMessage> & { unreadCount: number };

/** One inbox message; a reply to the member's feedback carries their text in `feedback`. */
export type InboxMessage = InboxPage['list'][number];

/** Messages per page of the message centre. */
const INBOX_PAGE_SIZE = 20;

/**
 * The message centre's list: pages append while pageNum < totalPages (SPEC §4 paged lists, `list`), the first page's
 * unread count goes to the shared InboxStore, and a message's read state is the server's or a read made in this
 * session, so the dot and the list agree everywhere at once.
 */
export class InboxListStore {
  readonly list: PagedList<InboxMessage, InboxReply>;

  constructor(
    private readonly inbox: InboxStore,
    fetchPage: (pageNo: number) => Promise<InboxPage> = async (pageNo) =>
      (await callApi('inboxList', { query: { pageNo, pageSize: INBOX_PAGE_SIZE } })).value,
  ) {
    this.list = new PagedList<InboxMessage, InboxReply>(
      async (pageNo) => {
        const page = await fetchPage(pageNo);
        return { items: page.list, totalPages: page.totalPages, unreadCount: page.unreadCount };
      },
      {
        // A message that arrived since page 1 shifts the pages by one: skip what is already listed.
        keyOf: (message) => message.id,
        // Page 1 comes before any message is opened here; a later page could overwrite a read still on its way.
        onPage: (reply, pageNo) => {
          if (pageNo === 1) this.inbox.setUnread(reply.unreadCount);
        },
      },
    );
  }

  isRead(message: InboxMessage): boolean {
    return message.read || this.inbox.readIds.has(message.id);
  }

  /** Opening a message marks it read (once); resolves false when the server refused, so the screen can say so. */
  async open(message: InboxMessage): Promise<boolean> {
    if (this.isRead(message)) return true;
    try {
      await this.inbox.markRead(message.id);
      return true;
    } catch {
      return false;
    }
  }
}
