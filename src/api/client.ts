import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { PREVIEW_HEADER } from '@common/brandPreview';
import { ApiError, type ApiEnvelope } from './envelope';
import { previewToken } from './previewToken';

/** The one axios instance for /wps calls. */
export const http = axios.create({ baseURL: '/wps', timeout: 15_000, withCredentials: true });

let tokenOf: () => string | undefined = () => undefined;
let languageOf: () => string | undefined = () => undefined;

/** Tells the client where the session token and language live (the RootStore, wired at start-up). */
export function connectClient(getToken: () => string | undefined, getLanguage: () => string | undefined): void {
  tokenOf = getToken;
  languageOf = getLanguage;
}

http.interceptors.request.use((config) => {
  const token = tokenOf();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  const language = languageOf();
  if (language) config.headers.set('Accept-Language', language);
  // Under a console preview every call asks for the previewed configuration (the server ignores a bad token).
  const preview = previewToken();
  if (preview) config.headers.set(PREVIEW_HEADER, preview);
  return config;
});

let sessionEnded: (token: string) => void = () => undefined;

/**
 * What happens when the server says the session that was sent has ended (`auth.logged.out`: signed out or password
 * changed elsewhere, a time-out, an operator ending it): the app signs the player out at the first refused call.
 */
export function onSessionEnded(handler: (token: string) => void): void {
  sessionEnded = handler;
}

/** Calls the API and unwraps its envelope; any refusal or network failure becomes an ApiError. */
export async function request<T>(config: AxiosRequestConfig): Promise<{ value: T; headers: Record<string, string> }> {
  const sent = tokenOf();
  try {
    return await send<T>(config);
  } catch (error) {
    if (sent && error instanceof ApiError && error.status === 401 && error.code === 'auth.logged.out')
      sessionEnded(sent);
    throw error;
  }
}

async function send<T>(config: AxiosRequestConfig): Promise<{ value: T; headers: Record<string, string> }> {
  try {
    const res = await http.request<ApiEnvelope<T>>(config);
    if (!res.data.success)
      throw new ApiError(res.data.message ?? 'Unknown error', res.data.code ?? 'unknown', res.status, res.data.value);
    return { value: res.data.value as T, headers: res.headers as Record<string, string> };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const axiosError = error as AxiosError<ApiEnvelope<unknown>>;
    const body = axiosError.response?.data;
    if (body && typeof body === 'object' && 'success' in body) {
      throw new ApiError(
        body.message ?? 'Unknown error',
        body.code ?? 'unknown',
        axiosError.response?.status ?? 0,
        body.value,
      );
    }
    throw new ApiError('network', 'network', axiosError.response?.status ?? 0);
  }
}
