// The reports' refusals (schemas/api/records.api.json). Texts are the SPEC §8 fallbacks; the client translates by code.
import { ApiFailure, FAIL, TEXT } from '../../errors';
import type { RecordRangeProblem } from '@common/recordRange';

const fail = (status: number, code: string, value?: Record<string, unknown>) =>
  new ApiFailure(status, code, TEXT.unknown, value);

export const RECORD_FAIL = {
  range: ({ code, ...value }: RecordRangeProblem) => fail(400, code, value),
  cursor: () => fail(400, 'record.cursor.invalid'),
  betUnknown: () => fail(404, 'record.bet.unknown'),
  noPermission: FAIL.noPermission,
} as const;
