import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { API_ENDPOINTS, type EndpointId } from '@common/generated/api';
import { storyReplyProblems } from '../../storybook/storyReplyCheck';
import { WPS_PENDING, WpsError, type WpsReplies, type WpsReply } from '../../storybook/wpsReplies';

/**
 * The console's endpoints (paths under /ops/api, and the dev status the console asks whether Storybook is served) as
 * matchers; literal paths win over `:name` ones.
 */
const ROUTES = (Object.keys(API_ENDPOINTS) as EndpointId[])
  .filter((id) => API_ENDPOINTS[id].path.startsWith('/ops/') || id === 'devStatus')
  .map((id) => {
    const names: string[] = [];
    const source = API_ENDPOINTS[id].path
      .split('/')
      .map((part) => (part.startsWith(':') ? (names.push(part.slice(1)), '([^/]+)') : part.replace(/\./g, '\\.')))
      .join('/');
    return { id, method: API_ENDPOINTS[id].method, pattern: new RegExp(`^${source}$`), names };
  })
  .sort((a, b) => a.names.length - b.names.length);

function respond(config: InternalAxiosRequestConfig, status: number, body: object): AxiosResponse {
  const response: AxiosResponse = { data: body, status, statusText: String(status), headers: {}, config };
  // As axios's own adapters do: a status the config does not accept is a rejection carrying the response.
  if (!config.validateStatus || config.validateStatus(status)) return response;
  throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
}

/**
 * The console's network in stories (an axios adapter for src/ops/api.ts opsHttp): each call answered from
 * `parameters.wps` by its endpoint id, like the player's stories (src/storybook/wpsReplies.ts): a value (checked
 * against the reply schema), a `wpsError(…)`, `WPS_PENDING`, or a function of the request. A call with no reply is
 * refused, naming it.
 */
export function opsAdapter(replies: WpsReplies = {}): AxiosAdapter {
  const table: Partial<Record<EndpointId, WpsReply>> = replies;
  return async (config) => {
    const parsed = new URL(config.url ?? '', 'http://story.invalid');
    const method = (config.method ?? 'get').toUpperCase();
    let found: { id: EndpointId; pathParams: Record<string, string> } | undefined;
    for (const route of ROUTES) {
      const match = route.method === method ? route.pattern.exec(parsed.pathname) : null;
      if (match) {
        found = {
          id: route.id,
          pathParams: Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(match[i + 1]!)])),
        };
        break;
      }
    }
    const reply = found && table[found.id];
    if (!found || reply === undefined) {
      const name = `${method} ${parsed.pathname}`;
      console.warn(`[storybook] no parameters.wps reply for ${found?.id ?? name}`);
      return respond(config, 404, { success: false, code: 'story.noReply', message: `No story reply for ${name}` });
    }
    const data = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : undefined;
    const answer =
      typeof reply === 'function'
        ? reply({
            endpoint: found.id,
            method,
            path: parsed.pathname,
            params: Object.fromEntries(parsed.searchParams),
            pathParams: found.pathParams,
            data,
          })
        : reply;
    if (answer === WPS_PENDING) return new Promise<never>(() => undefined);
    if (answer instanceof WpsError)
      return respond(config, answer.status, {
        success: false,
        code: answer.code,
        message: answer.message,
        ...(answer.value === undefined ? {} : { value: answer.value }),
      });
    storyReplyProblems.check(found.id, answer);
    return respond(config, 200, { success: true, value: answer });
  };
}
