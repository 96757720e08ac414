// Refusals of the vendor wallet API, by name (codes, statuses and texts: schemas/api/failure-codes.json).
import { fail } from '../../errors';

export const VENDOR_FAIL = {
  signature: () => fail('vendor.signature.invalid'),
  timestamp: () => fail('vendor.timestamp.invalid'),
  token: () => fail('vendor.token.invalid'),
  player: () => fail('vendor.player.unknown'),
  betUnknown: () => fail('vendor.bet.unknown'),
  betClosed: () => fail('vendor.bet.closed'),
  betRolledBack: () => fail('vendor.bet.rolledback'),
};
