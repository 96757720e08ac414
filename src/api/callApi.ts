import type { AxiosRequestConfig } from 'axios';
import { API_ENDPOINTS, type ApiContract, type EndpointId } from '@common/generated/api';
import { http, request } from './client';
import { checkReply } from './checkReply';

type Input<K extends EndpointId> = {
  /** Query parameters (the common language/brand ones are optional everywhere). */
  query?: ApiContract[K]['query'];
  body?: ApiContract[K]['body'];
  /** Values for the path's `:name` segments. */
  params?: ApiContract[K]['params'];
  headers?: Record<string, string>;
  /** Send the body form-encoded (endpoints whose contract accepts it). */
  form?: boolean;
  /** A multipart body (file uploads, e.g. activityApply), sent instead of `body`. */
  formData?: FormData;
  signal?: AbortSignal;
};

/** The endpoints that answer with a file (an image, a page) rather than the /wps envelope. */
export type FileEndpointId = {
  [K in EndpointId]: (typeof API_ENDPOINTS)[K]['envelope'] extends false ? K : never;
}[EndpointId];

/** The path of an endpoint relative to the client's /wps base, with `:name` segments filled in. */
export function endpointUrl(id: EndpointId, params?: object): string {
  const path = API_ENDPOINTS[id].path.replace(/^\/wps/, '');
  return path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown> | undefined)?.[name] ?? '')),
  );
}

/**
 * Calls a /wps endpoint by its contract id (schemas/api): typed inputs, a typed reply value. In development and
 * tests the reply is checked against its schema and a mismatch is reported like bad configuration.
 */
export async function callApi<K extends EndpointId>(
  id: K,
  input: Input<K> = {},
): Promise<{ value: ApiContract[K]['reply']; headers: Record<string, string> }> {
  const config: AxiosRequestConfig = {
    method: API_ENDPOINTS[id].method,
    url: endpointUrl(id, input.params),
    params: input.query,
    headers: { ...input.headers, ...(input.form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
    data:
      input.formData ??
      (input.form && input.body ? new URLSearchParams(input.body as Record<string, string>) : input.body),
    signal: input.signal,
  };
  const reply = await request<ApiContract[K]['reply']>(config);
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') await checkReply(id, reply.value);
  return reply;
}

/** Fetches a file endpoint's body (with the session, for files served to their owner only) as a Blob. */
export async function callApiFile<K extends FileEndpointId>(
  id: K,
  input: { params?: ApiContract[K]['params']; signal?: AbortSignal } = {},
): Promise<Blob> {
  const res = await http.get<Blob>(endpointUrl(id, input.params), { responseType: 'blob', signal: input.signal });
  return res.data;
}
