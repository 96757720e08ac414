// The shape of the decision messages (issue 33): one template file per language (en.ts, ty.ts) fills it, so a missing
// text in one language is a type error, not an empty message.

export interface DecisionText {
  title: string;
  content: string;
}

/** Amounts arrive formatted for the member ("₱1,234.50"); reasons are the operator's own words, shown as written. */
export interface DecisionTemplates {
  withdrawalPaid(p: { amount: string }): DecisionText;
  withdrawalRejected(p: { amount: string; reason?: string }): DecisionText;
  applicationIssued(p: { activity: string; amount: string }): DecisionText;
  applicationRejected(p: { activity: string; reason?: string }): DecisionText;
  adjustmentCredit(p: { amount: string; reason: string }): DecisionText;
  adjustmentDebit(p: { amount: string; reason: string }): DecisionText;
  /** A VIP review promoted the member (services/vip/review.ts); `level` is the level's label in the language. */
  vipLevelUp(p: { level: string }): DecisionText;
  /** An agent's earning of a period was paid (services/agent/payouts.ts); `period` is formatted for the brand's zone. */
  agentEarningPaid(p: { kind: AgentEarningKind; period: string; amount: string }): DecisionText;
}

/** daily and hourly salary, dividend, rebate income. */
export type AgentEarningKind = 'daily' | 'hourly' | 'dividend' | 'rebate';
