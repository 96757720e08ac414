// Refusals of responsible play, by name; codes, statuses and texts are the registry's (the client translates by code:
// apiError.rp_*).
import { centsToDecimal } from '@common/money';
import { fail } from '../../errors';
import type { MoneyKind } from './settings';

export const RP_FAIL = {
  /** A money limit would be passed: which one, its value, what is used and when it resets. */
  moneyLimit: (kind: MoneyKind, key: string, period: string, limitCents: number, usedCents: number, resetsAt: Date) =>
    fail(`rp.limit.${kind}`, {
      key,
      period,
      limit: centsToDecimal(limitCents),
      used: centsToDecimal(usedCents),
      resetsAt: resetsAt.getTime(),
    }),
  sessionLimit: (limitMinutes: number, usedMinutes: number, resetsAt: Date) =>
    fail('rp.limit.session', { key: 'session', limit: limitMinutes, used: usedMinutes, resetsAt: resetsAt.getTime() }),
  excluded: (kind: string, until: Date) => fail('rp.excluded', { kind, until: until.getTime() }),
  excludedLinked: (kind: string, until: Date) => fail('rp.excluded.linked', { kind, until: until.getTime() }),
  limitInvalid: (field: string) => fail('rp.limit.invalid', { field }),
  noPending: () => fail('rp.limit.no.pending'),
  pendingEarly: (effectiveAt: Date) => fail('rp.limit.pending.early', { effectiveAt: effectiveAt.getTime() }),
  passwordWrong: () => fail('rp.password.wrong'),
  durationInvalid: () => fail('rp.duration.invalid'),
  exclusionLocked: (kind: string, undoableFrom: Date, until: Date) =>
    fail('rp.exclusion.locked', {
      kind,
      undoableFrom: undoableFrom.getTime(),
      until: until.getTime(),
    }),
  exclusionNone: () => fail('rp.exclusion.none'),
  birthDateInvalid: () => fail('rp.birthdate.invalid', { field: 'birthDate' }),
  underage: (minimumAge: number) => fail('rp.underage', { minimumAge }),
  declarationRequired: () => fail('rp.declaration.required', { field: 'notRestricted' }),
};
