import type {
  RpDuration,
  RpExclusion,
  RpHistoryEntry,
  RpHistoryReply,
  RpLimit,
  RpLimitKey,
  RpOverview,
  RpSessionSummary,
} from '@common/generated/api';
import { callApi } from '../../api/callApi';

export type { RpDuration, RpExclusion, RpHistoryEntry, RpLimit, RpLimitKey, RpOverview, RpSessionSummary };

/** GET /wps/responsible-play: the brand's offer and the member's limits and reality-check interval. */
export async function fetchRpOverview(): Promise<RpOverview> {
  return (await callApi('rpOverview')).value;
}

/** PUT /wps/responsible-play/limits: a new or lower limit applies now; a raise or removal waits 24 hours. */
export async function setRpLimit(
  key: RpLimitKey,
  change: { amount: string } | { minutes: number } | { remove: true },
): Promise<RpOverview> {
  return (await callApi('rpSetLimit', { body: { key, ...change } })).value;
}

/** POST /wps/responsible-play/limits/confirm: applies a pending raise or removal once its 24 hours have passed. */
export async function confirmRpLimit(key: RpLimitKey): Promise<RpOverview> {
  return (await callApi('rpConfirmLimit', { body: { key } })).value;
}

/** POST /wps/responsible-play/limits/cancel: keeps the current limit. */
export async function cancelRpLimit(key: RpLimitKey): Promise<RpOverview> {
  return (await callApi('rpCancelLimit', { body: { key } })).value;
}

/** PUT /wps/responsible-play/reality-check. */
export async function setRealityCheck(minutes: 15 | 30 | 60): Promise<RpOverview> {
  return (await callApi('rpRealityCheck', { body: { minutes } })).value;
}

/** GET /wps/responsible-play/session: time played, bets and net result since sign-in. */
export async function fetchRpSession(): Promise<RpSessionSummary> {
  return (await callApi('rpSession')).value;
}

/** POST /wps/responsible-play/exclusion: starts now and ends every session of the member. */
export async function startExclusion(duration: RpDuration, password: string): Promise<RpExclusion> {
  return (await callApi('rpExclude', { body: { duration, password } })).value.exclusion;
}

/** GET /wps/responsible-play/history: newest first, one page. */
export async function fetchRpHistory(pageNo: number): Promise<RpHistoryReply> {
  return (await callApi('rpHistory', { query: { pageNo, pageSize: 20 } })).value;
}
