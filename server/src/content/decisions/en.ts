// English texts of the messages an operator's decision leaves in the member's inbox (services/decisionInbox.ts).
import type { AgentEarningKind, DecisionTemplates } from './types';

const EARNING: Record<AgentEarningKind, string> = {
  daily: 'daily salary',
  hourly: 'hourly salary',
  dividend: 'dividend',
  rebate: 'rebate income',
};

const because = (reason?: string) => (reason ? ` Reason: ${reason}` : '');

export const en: DecisionTemplates = {
  withdrawalPaid: ({ amount }) => ({
    title: 'Withdrawal approved',
    content: `Your withdrawal of ${amount} has been approved and paid to your account.`,
  }),
  withdrawalRejected: ({ amount, reason }) => ({
    title: 'Withdrawal rejected',
    content: `Your withdrawal of ${amount} was rejected and the amount returned to your balance.${because(reason)}`,
  }),
  applicationIssued: ({ activity, amount }) => ({
    title: 'Promotion application approved',
    content: `Your application for "${activity}" was approved. A reward of ${amount} is waiting in your reward centre.`,
  }),
  applicationRejected: ({ activity, reason }) => ({
    title: 'Promotion application rejected',
    content: `Your application for "${activity}" was not approved.${because(reason)}`,
  }),
  adjustmentCredit: ({ amount, reason }) => ({
    title: 'Balance adjusted',
    content: `${amount} has been added to your balance. Reason: ${reason}`,
  }),
  adjustmentDebit: ({ amount, reason }) => ({
    title: 'Balance adjusted',
    content: `${amount} has been deducted from your balance. Reason: ${reason}`,
  }),
  vipLevelUp: ({ level }) => ({
    title: 'Your VIP level went up',
    content: `Congratulations! You are now ${level}. See your new benefits in the member club.`,
  }),
  agentEarningPaid: ({ kind, period, amount }) => ({
    title: 'Agent earnings paid',
    content: `Your ${EARNING[kind]} for ${period} has been paid: ${amount} was added to your balance.`,
  }),
};
