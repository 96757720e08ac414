import type { ApiContract, EndpointId } from '@common/generated/api';

/**
 * A request whose reply a server-rendered first screen shows (docs/performance.md, "Server-side rendering"): the
 * server asks its own API for it, renders the screen with the reply and sends the reply in the page's data block, so
 * the client's first render (hydration) shows the same data without asking again.
 */
export interface InitialRequest<K extends EndpointId = EndpointId> {
  id: K;
  query: ApiContract[K]['query'];
}

/** One key per endpoint and query, whatever order the query's fields were written in. */
export function replyKey(id: EndpointId, query: object | undefined): string {
  const fields = Object.entries(query ?? {})
    .filter(([, v]) => v !== undefined && v !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return `${id}?${fields.join('&')}`;
}

/**
 * The replies the page was rendered with, by replyKey. They describe the moment the page was rendered, so they serve
 * only the first render: once the page has hydrated (or on a client-rendered start) they are dropped and screens load
 * as usual.
 */
export class InitialReplies {
  private replies: Map<string, unknown>;

  constructor(replies: Record<string, unknown> = {}) {
    this.replies = new Map(Object.entries(replies));
  }

  get<K extends EndpointId>(id: K, query: ApiContract[K]['query']): ApiContract[K]['reply'] | undefined {
    return this.replies.get(replyKey(id, query ?? undefined)) as ApiContract[K]['reply'] | undefined;
  }

  clear(): void {
    this.replies.clear();
  }
}

/**
 * What a server-rendered route's first render shows (its route table entry's `loader`; docs/architecture.md,
 * "Start-up"): the server asks its own API for each request and the page carries the replies.
 */
export interface RouteLoader {
  /** The requests (the screen finds each reply by the same request: useInitialReply, InitialReplies.get). */
  requests(url: URL): InitialRequest[];
  /** Images its largest paint waits for, named by those replies: the server preloads them. */
  images?(replies: InitialReplies, url: URL): string[];
}
