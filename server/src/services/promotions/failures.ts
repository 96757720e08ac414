// The promotions' refusals (schemas/api/promotions.api.json). Texts are the SPEC §8 fallbacks; the client translates
// by code (apiError.<code_with_underscores>).
import { ApiFailure, FAIL, TEXT } from '../../errors';

const fail = (status: number, code: string, value?: Record<string, unknown>) =>
  new ApiFailure(status, code, TEXT.unknown, value);

export const PROMO_FAIL = {
  unknown: () => fail(404, 'promotion.unknown'),
  coming: () => fail(409, 'promotion.coming'),
  closed: () => fail(409, 'promotion.closed'),
  applyUnavailable: () => fail(409, 'promotion.apply.unavailable'),
  applyPending: () => fail(409, 'promotion.apply.pending'),
  applyDone: () => fail(409, 'promotion.apply.done'),
  remarkTooLong: (max: number) => fail(400, 'promotion.remark.too.long', { max }),
  imageType: (index: number) => fail(400, 'promotion.image.type', { index }),
  imageTooLarge: (index: number, maxBytes: number) => fail(400, 'promotion.image.too.large', { index, maxBytes }),
  imagesTooMany: (max: number) => fail(400, 'promotion.images.too.many', { max }),
  applicationUnknown: () => fail(404, 'promotion.application.unknown'),
  applicationDecided: () => fail(409, 'promotion.application.decided'),
  rewardUnknown: () => fail(404, 'reward.unknown'),
  rewardClaimed: () => fail(409, 'reward.claimed'),
  rewardExpired: () => fail(409, 'reward.expired'),
  rebateNothing: () => fail(409, 'rebate.nothing'),
  rebateBelowMinimum: (minClaim: string) => fail(409, 'rebate.below.minimum', { minClaim }),
  redRainUnknown: () => fail(404, 'redrain.unknown'),
  redRainClosed: () => fail(409, 'redrain.closed'),
  redRainLimit: () => fail(409, 'redrain.limit'),
  redRainEmpty: () => fail(409, 'redrain.empty'),
  noPermission: FAIL.noPermission,
  notFound: FAIL.notFound,
} as const;
