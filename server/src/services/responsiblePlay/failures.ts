// Refusals of responsible play. Messages are SPEC §8 texts (the client translates by code: apiError.rp_*).
import { centsToDecimal } from '@common/money';
import { ApiFailure, TEXT } from '../../errors';

export const RP_FAIL = {
  /** A money limit would be passed: which one, its value, what is used and when it resets. */
  moneyLimit: (kind: string, key: string, period: string, limitCents: number, usedCents: number, resetsAt: Date) =>
    new ApiFailure(409, `rp.limit.${kind}`, TEXT.unknown, {
      key,
      period,
      limit: centsToDecimal(limitCents),
      used: centsToDecimal(usedCents),
      resetsAt: resetsAt.getTime(),
    }),
  sessionLimit: (limitMinutes: number, usedMinutes: number) =>
    new ApiFailure(409, 'rp.limit.session', TEXT.unknown, { key: 'session', limit: limitMinutes, used: usedMinutes }),
  excluded: (kind: string, until: Date) =>
    new ApiFailure(403, 'rp.excluded', TEXT.noPermission, { kind, until: until.getTime() }),
  limitInvalid: (field: string) => new ApiFailure(400, 'rp.limit.invalid', TEXT.unknown, { field }),
  noPending: () => new ApiFailure(404, 'rp.limit.no.pending', TEXT.unknown),
  pendingEarly: (effectiveAt: Date) =>
    new ApiFailure(409, 'rp.limit.pending.early', TEXT.unknown, { effectiveAt: effectiveAt.getTime() }),
  passwordWrong: () => new ApiFailure(400, 'rp.password.wrong', TEXT.unknown),
  durationInvalid: () => new ApiFailure(400, 'rp.duration.invalid', TEXT.unknown),
  exclusionLocked: (kind: string, undoableFrom: Date, until: Date) =>
    new ApiFailure(409, 'rp.exclusion.locked', TEXT.unknown, {
      kind,
      undoableFrom: undoableFrom.getTime(),
      until: until.getTime(),
    }),
  exclusionNone: () => new ApiFailure(404, 'rp.exclusion.none', TEXT.unknown),
  birthDateInvalid: () => new ApiFailure(400, 'rp.birthdate.invalid', TEXT.unknown, { field: 'birthDate' }),
  underage: (minimumAge: number) => new ApiFailure(400, 'rp.underage', TEXT.unknown, { minimumAge }),
  declarationRequired: () => new ApiFailure(400, 'rp.declaration.required', TEXT.unknown, { field: 'notRestricted' }),
};
