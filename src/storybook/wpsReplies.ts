import { API_ENDPOINTS, type ApiContract, type EndpointId } from '@common/generated/api';
import {
  AxiosError,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { ApiEnvelope } from '../api/envelope';
import { storyReplyProblems } from './storyReplyCheck';

/** A call as a story's reply function sees it. */
export interface WpsRequest {
  /** The contract endpoint the call went to. */
  endpoint: EndpointId;
  method: string;
  /** The path under /wps, without the query, e.g. `/game/list`. */
  path: string;
  /** The query parameters. */
  params: Record<string, unknown>;
  /** The values of the path's `:name` segments, e.g. `{ id: '13' }` for `/promotions/13`. */
  pathParams: Record<string, string>;
  /** The body, parsed from JSON when it is JSON. */
  data: unknown;
}

/**
 * A refusal: the client sees `{ success: false, code, message }` with this HTTP status. A class, not a plain object,
 * so Storybook's merge of meta and story parameters replaces it rather than mixing it into another reply.
 */
export class WpsError {
  constructor(
    readonly message: string,
    readonly code: string,
    readonly status: number,
    /** The refusal's details (e.g. a limit and when it resets), sent as the envelope's `value`. */
    readonly value?: unknown,
  ) {}
}

/** A refused call (the error state of a screen). */
export const wpsError = (message: string, code = 'story.error', status = 500, value?: unknown) =>
  new WpsError(message, code, status, value);

/** A call that never answers (the loading state of a screen). */
export const WPS_PENDING: unique symbol = Symbol('wpsPending');

/** What a call of endpoint K gets: its reply value (the envelope's `value`), a `wpsError(…)`, or `WPS_PENDING`. */
export type WpsAnswer<K extends EndpointId = EndpointId> = ApiContract[K]['reply'] | WpsError | typeof WPS_PENDING;

/** An answer, or a function of the call giving one (for replies that depend on the query, path or body). */
export type WpsReply<K extends EndpointId = EndpointId> = WpsAnswer<K> | ((request: WpsRequest) => WpsAnswer<K>);

/**
 * `parameters.wps`: the replies of one story by endpoint id (schemas/api), each typed as that endpoint's reply and
 * checked against its reply schema when the story runs (storyReplyCheck.ts).
 */
export type WpsReplies = { [K in EndpointId]?: WpsReply<K> };

type Route = { id: EndpointId; method: string; pattern: RegExp; names: string[]; literal: boolean };

/** Every /wps endpoint as a matcher of `METHOD /path` (the path under /wps); literal paths win over `:name`. */
const ROUTES: Route[] = (Object.keys(API_ENDPOINTS) as EndpointId[])
  .filter((id) => API_ENDPOINTS[id].path.startsWith('/wps/'))
  .map((id) => {
    const path = API_ENDPOINTS[id].path.replace(/^\/wps/, '');
    const names: string[] = [];
    const source = path
      .split('/')
      .map((part) => (part.startsWith(':') ? (names.push(part.slice(1)), '([^/]+)') : part))
      .join('/');
    return { id, method: API_ENDPOINTS[id].method, pattern: new RegExp(`^${source}$`), names, literal: !names.length };
  })
  .sort((a, b) => Number(b.literal) - Number(a.literal));

/** The endpoint a call goes to, with its path parameters; undefined for a path the contract does not have. */
export function endpointOf(
  method: string,
  path: string,
): { id: EndpointId; pathParams: Record<string, string> } | undefined {
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(path);
    if (match)
      return {
        id: route.id,
        pathParams: Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)])),
      };
  }
  return undefined;
}

function requestOf(config: InternalAxiosRequestConfig): Omit<WpsRequest, 'endpoint' | 'pathParams'> {
  const method = (config.method ?? 'get').toUpperCase();
  const path = (config.url ?? '').replace(/^\/wps(?=\/)/, '').split('?')[0]!;
  let data: unknown = config.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      // Not JSON: the reply function gets the raw body.
    }
  }
  return { method, path, params: { ...(config.params as Record<string, unknown> | undefined) }, data };
}

function respond(config: InternalAxiosRequestConfig, status: number, body: ApiEnvelope<unknown>): AxiosResponse {
  const response: AxiosResponse = { data: body, status, statusText: String(status), headers: {}, config };
  // As axios's own adapters do: a status the config does not accept is a rejection carrying the response.
  if (!config.validateStatus || config.validateStatus(status)) return response;
  throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
}

/**
 * An axios adapter answering from a story's replies, each wrapped in the /wps envelope. A reply that breaks its
 * endpoint's reply schema is recorded (the story test fails on it); a call with no reply is refused with a message
 * naming it, so a story never reaches the network.
 */
export function wpsAdapter(replies: WpsReplies = {}): AxiosAdapter {
  const table: Partial<Record<EndpointId, WpsReply>> = replies;
  return async (config) => {
    const request = requestOf(config);
    const name = `${request.method} ${request.path}`;
    const endpoint = endpointOf(request.method, request.path);
    const found = endpoint && table[endpoint.id];
    if (!endpoint || found === undefined) {
      const missing = endpoint ? `${endpoint.id} (${name})` : `${name} (not in the contract)`;
      console.warn(`[storybook] no parameters.wps reply for ${missing}`);
      return respond(config, 404, { success: false, code: 'story.noReply', message: `No story reply for ${missing}` });
    }
    const reply =
      typeof found === 'function'
        ? found({ ...request, endpoint: endpoint.id, pathParams: endpoint.pathParams })
        : found;
    if (reply === WPS_PENDING) return new Promise<never>(() => undefined);
    if (reply instanceof WpsError)
      return respond(config, reply.status, {
        success: false,
        code: reply.code,
        message: reply.message,
        ...(reply.value === undefined ? {} : { value: reply.value }),
      });
    storyReplyProblems.check(endpoint.id, reply);
    return respond(config, 200, { success: true, value: structuredClone(reply) });
  };
}

/** Answers every call of the app's client from `replies` until the returned function is called. */
export function installWpsReplies(http: AxiosInstance, replies?: WpsReplies): () => void {
  http.defaults.adapter = wpsAdapter(replies);
  // Between stories every call is refused too, so nothing a story left running reaches the network.
  return () => {
    http.defaults.adapter = wpsAdapter();
  };
}

/** Checks a story's fixed replies against their schemas before it renders (reply functions are checked per call). */
export function checkStoryReplies(replies: WpsReplies = {}): void {
  for (const [id, reply] of Object.entries(replies) as [EndpointId, WpsReply][])
    if (typeof reply !== 'function' && reply !== WPS_PENDING && !(reply instanceof WpsError))
      storyReplyProblems.check(id, reply);
}
