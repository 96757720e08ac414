// The promotions' refusals (schemas/api/promotions.api.json), by name; codes, statuses and texts are the registry's
// (the client translates by code: apiError.<code_with_underscores>).
import { FAIL, fail } from '../../errors';

export const PROMO_FAIL = {
  unknown: () => fail('promotion.unknown'),
  coming: () => fail('promotion.coming'),
  closed: () => fail('promotion.closed'),
  applyUnavailable: () => fail('promotion.apply.unavailable'),
  applyPending: () => fail('promotion.apply.pending'),
  applyDone: () => fail('promotion.apply.done'),
  remarkTooLong: (max: number) => fail('promotion.remark.too.long', { max }),
  imageType: (index: number) => fail('promotion.image.type', { index }),
  imageTooLarge: (index: number, maxBytes: number) => fail('promotion.image.too.large', { index, maxBytes }),
  imagesTooMany: (max: number) => fail('promotion.images.too.many', { max }),
  applicationUnknown: () => fail('promotion.application.unknown'),
  applicationDecided: () => fail('promotion.application.decided'),
  rewardUnknown: () => fail('reward.unknown'),
  rewardClaimed: () => fail('reward.claimed'),
  rewardExpired: () => fail('reward.expired'),
  rebateNothing: () => fail('rebate.nothing'),
  rebateBelowMinimum: (minClaim: string) => fail('rebate.below.minimum', { minClaim }),
  redRainUnknown: () => fail('redrain.unknown'),
  redRainClosed: () => fail('redrain.closed'),
  redRainLimit: () => fail('redrain.limit'),
  redRainEmpty: () => fail('redrain.empty'),
  noPermission: FAIL.noPermission,
  notFound: FAIL.notFound,
} as const;
