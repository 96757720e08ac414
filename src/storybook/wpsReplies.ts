import {
  AxiosError,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { ApiEnvelope } from '../api/envelope';

/** A call as a story's reply function sees it. */
export interface WpsRequest {
  method: string;
  /** The path under /wps, without the query, e.g. `/game/list`. */
  path: string;
  params: Record<string, unknown>;
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

/** What a call gets: a value (sent as the envelope's `value`), a `wpsError(…)`, or `WPS_PENDING`. */
export type WpsAnswer = object | string | number | boolean | null | typeof WPS_PENDING;

/** An answer, or a function of the call giving one (for replies that depend on the query or body). */
export type WpsReply = WpsAnswer | ((request: WpsRequest) => WpsAnswer);

/** `parameters.wps`: the replies of one story, by `'METHOD /path'` (the path under /wps, no query). */
export type WpsReplies = Record<`${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`, WpsReply>;

function requestOf(config: InternalAxiosRequestConfig): WpsRequest {
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
 * An axios adapter answering from a story's replies, each wrapped in the /wps envelope. A call with no reply is
 * refused with a message naming it, so a story never reaches the network.
 */
export function wpsAdapter(replies: WpsReplies = {}): AxiosAdapter {
  const table: Partial<Record<string, WpsReply>> = replies;
  return async (config) => {
    const call = requestOf(config);
    const key = `${call.method} ${call.path}`;
    const found = table[key];
    if (found === undefined) {
      console.warn(`[storybook] no parameters.wps reply for ${key}`);
      return respond(config, 404, { success: false, code: 'story.noReply', message: `No story reply for ${key}` });
    }
    const reply = typeof found === 'function' ? found(call) : found;
    if (reply === WPS_PENDING) return new Promise<never>(() => undefined);
    if (reply instanceof WpsError)
      return respond(config, reply.status, {
        success: false,
        code: reply.code,
        message: reply.message,
        ...(reply.value === undefined ? {} : { value: reply.value }),
      });
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
