import { API_ENDPOINTS, type ApiContract, type EndpointId } from '@common/generated/api';
import { ApiError } from '../api/envelope';

/**
 * The console's one API client: the generated /ops/api contract (common/generated/api.ts), the bearer token from
 * sign-in kept in sessionStorage (a tab's session ends with the tab), and the `{ success, value }` envelope unwrapped;
 * a refusal becomes an ApiError carrying the failure code (opsErrorText turns it into words).
 */
export type OpsEndpointId = Extract<EndpointId, `ops${string}`>;

const TOKEN_KEY = 'wps.ops.token';

export const opsToken = {
  get(): string | undefined {
    try {
      return sessionStorage.getItem(TOKEN_KEY) ?? undefined;
    } catch {
      return undefined;
    }
  },
  set(token: string | undefined): void {
    try {
      if (token) sessionStorage.setItem(TOKEN_KEY, token);
      else sessionStorage.removeItem(TOKEN_KEY);
    } catch {
      // Storage refused (private mode): the session lasts until the page reloads.
    }
  },
};

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);
/** Replaces the network (stories answer from `parameters.wps`: src/ops/storybook/opsReplies.ts). */
export function setOpsTransport(next: Transport | undefined): void {
  transport = next ?? ((url, init) => fetch(url, init));
}

let sessionEnded: () => void = () => undefined;
/** What happens when the server answers 401 to a signed-in call (the shell goes to sign-in, keeping the URL). */
export function onSessionEnded(handler: () => void): void {
  sessionEnded = handler;
}

interface Input<K extends OpsEndpointId> {
  query?: ApiContract[K]['query'];
  body?: ApiContract[K]['body'];
  params?: ApiContract[K]['params'];
  signal?: AbortSignal;
}

/** The URL of an endpoint with its `:name` segments filled and its query (undefined and '' values left out). */
export function opsUrl(path: string, params?: object, query?: object): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown> | undefined)?.[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** Sends a request to a path (for endpoints not yet in the generated contract) and unwraps the envelope. */
export async function opsRequest<T>(method: string, url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const token = opsToken.get();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await transport(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('network', 'network', 0);
  }
  let envelope: { success?: boolean; value?: T; code?: string; message?: string } | undefined;
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    envelope = undefined;
  }
  if (!envelope || typeof envelope !== 'object' || !('success' in envelope))
    throw new ApiError('network', 'network', response.status);
  if (!envelope.success) {
    // A signed-in call answered 401: the session ended (idle, expired, signed out elsewhere). Sign-in's own 401s
    // (wrong password, a 2FA code needed) are answers, not an ended session: no token was sent.
    if (response.status === 401 && token) {
      opsToken.set(undefined);
      sessionEnded();
    }
    throw new ApiError(
      envelope.message ?? 'Unknown error',
      envelope.code ?? 'unknown',
      response.status,
      envelope.value,
    );
  }
  return envelope.value as T;
}

/** Calls a console endpoint by its contract id: typed inputs, typed reply. */
export function opsCall<K extends OpsEndpointId>(id: K, input: Input<K> = {}): Promise<ApiContract[K]['reply']> {
  const { method, path } = API_ENDPOINTS[id];
  const body = method === 'GET' ? undefined : (input.body ?? {});
  return opsRequest(method, opsUrl(path, input.params ?? undefined, input.query ?? undefined), body, input.signal);
}

/**
 * Downloads a file endpoint (e.g. the audit log as CSV) with the session's token, which a plain link cannot send:
 * fetched as a blob, then saved through a temporary object URL.
 */
export async function opsDownload(url: string, fileName: string): Promise<void> {
  const token = opsToken.get();
  const response = await transport(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    let code = 'unknown';
    let message = 'Download failed';
    try {
      const body = (await response.json()) as { code?: string; message?: string };
      code = body.code ?? code;
      message = body.message ?? message;
    } catch {
      // Not an envelope: keep the general failure.
    }
    if (response.status === 401 && token) {
      opsToken.set(undefined);
      sessionEnded();
    }
    throw new ApiError(message, code, response.status);
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
