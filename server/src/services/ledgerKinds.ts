/**
 * Every kind of ledger txn (ledger_txns.kind), the accounts it moves money between, and what its ref
 * (ledger_txns.ref) holds. Reports group and label by kind; a new kind is added here first.
 */
export const LEDGER_KINDS = {
  seed: 'house → member: a demo account’s starting balance; ref = user name',
  'trial-credit': 'house → member: a trial account’s play money; ref = trial user name',
  deposit: 'house → member: a paid deposit order; ref = deposit_orders.id',
  withdrawal: 'member → pending-withdrawals: a withdrawal request; ref = withdrawals.id',
  'withdrawal-paid': 'pending-withdrawals → outside: the operator paid it (no member entry); ref = withdrawals.id',
  'withdrawal-returned': 'pending-withdrawals → member: the operator rejected it; ref = withdrawals.id',
  'upline-transfer': 'member → upline member: transfer to superior; ref = "<from user name>><to user name>"',
  'demo-spin': 'member ⇄ house: a spin of the demo game, −stake then +win; ref = bets.bet_no',
  'feed-bet': 'member ⇄ house: a settled vendor-feed bet, −stake then +win; ref = bets.bet_no',
  'vendor-bet':
    'member ⇄ house: a game vendor’s seamless-wallet debit (−stake) or credit (+win), one txn each; ref = bets.bet_no',
  'vendor-rollback': 'house → member: a game vendor rolled back a debit (the stake returned); ref = bets.bet_no',
  bonus: 'house → member: a bonus (turnover ×1); ref = what granted it',
  reward: 'house → member: a promotion reward that must be wagered once; ref = rewards.id',
  'reward-cash': 'house → member: a reward without turnover, for a member who has deposited; ref = rewards.id',
  'red-rain': 'house → member: a red envelope grabbed, a bonus to wager once; ref = red_rain_grabs.id',
  rebate: 'house → member: a claimed rebate; ref = rebate_claims.id',
  adjustment: 'house ⇄ member: an operator’s manual credit or debit (console); ref = ops_adjustments.id',
  'agent-salary': 'house → member: an agent’s daily or hourly salary for a period, cash; ref = agent_payouts.id',
  'agent-dividend': 'house → member: an agent’s dividend for a contract period, cash; ref = agent_payouts.id',
  'agent-rebate': 'house → member: an agent’s rebate income for a day, cash; ref = agent_payouts.id',
} as const;

export type LedgerKind = keyof typeof LEDGER_KINDS;
