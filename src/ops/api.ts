import axios, { type AxiosError } from 'axios';
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

/**
 * The console's HTTP client: axios, as the player's (src/api/client.ts), but its own instance (base /, no cookies) so
 * the player's interceptors and the console's token never meet. Stories swap its adapter (src/ops/storybook).
 */
export const opsHttp = axios.create({ headers: { Accept: 'application/json' } });

opsHttp.interceptors.request.use((config) => {
  const token = opsToken.get();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

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

/** A signed-in call answered 401 ends the session (idle, expired, signed out elsewhere). Sign-in's own 401s (wrong
 * password, a 2FA code needed) are answers, not an ended session: no token was sent. */
function endSessionOn401(status: number | undefined, config: { headers?: unknown } | undefined): void {
  const sentToken = !!(config?.headers as { Authorization?: unknown } | undefined)?.Authorization;
  if (status === 401 && sentToken) {
    opsToken.set(undefined);
    sessionEnded();
  }
}

type Envelope<T> = { success?: boolean; value?: T; code?: string; message?: string };
const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  !!body && typeof body === 'object' && 'success' in body;

/** Sends a request and unwraps the envelope; any refusal or network failure becomes an ApiError. */
async function opsRequest<T>(method: string, url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  let status: number;
  let envelope: unknown;
  let config: { headers?: unknown } | undefined;
  try {
    const response = await opsHttp.request<unknown>({ method, url, data: body, signal, validateStatus: () => true });
    ({ status, data: envelope, config } = response);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('network', 'network', (error as AxiosError).response?.status ?? 0);
  }
  if (!isEnvelope(envelope)) throw new ApiError('network', 'network', status);
  if (!envelope.success) {
    endSessionOn401(status, config);
    throw new ApiError(envelope.message ?? 'Unknown error', envelope.code ?? 'unknown', status, envelope.value);
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
  let blob: Blob;
  try {
    blob = (await opsHttp.get<Blob>(url, { responseType: 'blob' })).data;
  } catch (error) {
    const response = (error as AxiosError<Blob>).response;
    if (!response) throw new ApiError('network', 'network', 0);
    let body: unknown;
    try {
      const raw: unknown = response.data;
      body = raw instanceof Blob ? JSON.parse(await raw.text()) : raw;
    } catch {
      // Not an envelope: keep the general failure.
    }
    endSessionOn401(response.status, response.config);
    const envelope = isEnvelope(body) ? body : {};
    throw new ApiError(envelope.message ?? 'Download failed', envelope.code ?? 'unknown', response.status);
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
