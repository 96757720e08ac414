// The reports' refusals (schemas/api/records.api.json), by name; codes, statuses and texts are the registry's.
import { FAIL, fail } from '../../errors';
import type { RecordRangeProblem } from '@common/recordRange';

export const RECORD_FAIL = {
  range: ({ code, ...value }: RecordRangeProblem) => fail(code, value),
  cursor: () => fail('record.cursor.invalid'),
  betUnknown: () => fail('record.bet.unknown'),
  noPermission: FAIL.noPermission,
} as const;
