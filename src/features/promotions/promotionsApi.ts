import type {
  ActivityApplication,
  ActivityDetail,
  LeaderboardReply,
  RebateClaimReply,
  RebateManualReply,
  RebateReportReply,
  RedRainGrabReply,
  RedRainReply,
  RewardClaimReply,
  RewardsReply,
} from '@common/generated/api';
import { callApi, endpointUrl } from '../../api/callApi';
import { checkReply } from '../../api/checkReply';
import { http, request } from '../../api/client';

export type { ActivityApplication, ActivityDetail, LeaderboardReply, RebateManualReply, RebateReportReply };
export type Reward = RewardsReply['list'][number];
export type RewardState = Reward['state'];
export type RedRainEvent = RedRainReply['events'][number];

/** A promotion with its apply rules and, for a member, their status and latest application (SPEC §4). */
export async function fetchActivity(id: number): Promise<ActivityDetail> {
  return (await callApi('activityDetail', { params: { id } })).value;
}

/**
 * Applies for an activity: the remark and up to 3 png/jpg images as multipart/form-data (the contract's body is a
 * form, so this goes through the client's `request` rather than a JSON body).
 */
export async function applyForActivity(
  id: number,
  remark: string,
  images: readonly File[],
): Promise<ActivityApplication> {
  const form = new FormData();
  form.append('remark', remark);
  for (const image of images) form.append('images', image, image.name);
  const reply = await request<ActivityApplication>({
    method: 'POST',
    url: endpointUrl('activityApply', { id }),
    data: form,
  });
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') await checkReply('activityApply', reply.value);
  return reply.value;
}

/** An uploaded application image, fetched with the session (it is served to its owner only) as a blob. */
export async function fetchUpload(id: number, signal?: AbortSignal): Promise<Blob> {
  const res = await http.get<Blob>(endpointUrl('activityUpload', { id }), { responseType: 'blob', signal });
  return res.data;
}

/** One page of the member's rewards, newest first; `state` narrows it. */
export async function fetchRewards(pageNo: number, state?: RewardState): Promise<RewardsReply> {
  return (await callApi('rewards', { query: { pageNo, pageSize: 20, state } })).value;
}

/** Claims an issued reward: the server credits it once; the reply carries the balance after it. */
export async function claimReward(id: number): Promise<RewardClaimReply> {
  return (await callApi('rewardClaim', { params: { id }, body: {} })).value;
}

/** The rebate accrued since the last claim, by category and rate. */
export async function fetchManualRebate(): Promise<RebateManualReply> {
  return (await callApi('rebateManual')).value;
}

/** Claims the accrued rebate; a retry with the same key returns the first reply instead of paying again. */
export async function claimRebate(idempotencyKey: string): Promise<RebateClaimReply> {
  return (await callApi('rebateClaim', { body: {}, headers: { 'Idempotency-Key': idempotencyKey } })).value;
}

/** The rebate of brand-local days `startDate`..`endDate` (YYYY-MM-DD), by category. */
export async function fetchRebateReport(startDate: string, endDate: string): Promise<RebateReportReply> {
  return (await callApi('rebateReport', { query: { startDate, endDate } })).value;
}

/** The mission leaderboard of the current period, with the member's own rank. */
export async function fetchLeaderboard(): Promise<LeaderboardReply> {
  return (await callApi('leaderboard')).value;
}

/** The red envelope rain events: each one's live or next occurrence, and the server's clock. */
export async function fetchRedRain(): Promise<RedRainReply> {
  return (await callApi('redRain')).value;
}

/** Grabs one envelope; the server draws the amount. The same key replays the first answer, never a second credit. */
export async function grabEnvelope(eventId: string, idempotencyKey: string): Promise<RedRainGrabReply> {
  return (
    await callApi('redRainGrab', { params: { eventId }, body: {}, headers: { 'Idempotency-Key': idempotencyKey } })
  ).value;
}

/** A new random Idempotency-Key (crypto.randomUUID where there is one). */
export function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
