import type { TFunction } from 'i18next';
import type { AgentPnlTotals } from '@common/generated/api';
import type { Stat } from '../StatGrid';

/** Settled-bet figures as stats: bets, bettors, stake, valid stake, win and the members' profit and loss. */
export function pnlStats(totals: AgentPnlTotals, t: TFunction, money: (amount: string) => string): Stat[] {
  return [
    { id: 'betCount', label: t('agent.pnl.betCount'), value: totals.betCount },
    { id: 'bettors', label: t('agent.pnl.bettors'), value: totals.bettors },
    { id: 'stake', label: t('agent.pnl.stake'), value: money(totals.stake) },
    { id: 'validStake', label: t('agent.pnl.validStake'), value: money(totals.validStake) },
    { id: 'win', label: t('agent.pnl.win'), value: money(totals.win) },
    { id: 'pnl', label: t('agent.pnl.pnl'), value: money(totals.pnl) },
  ];
}
