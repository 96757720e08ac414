// Settled-bet sums as the contract shows them (AgentPnlTotals).
import type { AgentPnlTotals } from '@common/generated/api';
import { centsToDecimal } from '@common/money';
import { num } from './sqlRows';
import type { SumsRow } from './team';

export function pnlTotals(r: SumsRow | undefined): AgentPnlTotals {
  return {
    betCount: num(r?.bet_count),
    bettors: num(r?.bettors),
    stake: centsToDecimal(num(r?.stake)),
    validStake: centsToDecimal(num(r?.valid_stake)),
    win: centsToDecimal(num(r?.win)),
    pnl: centsToDecimal(num(r?.pnl)),
  };
}
