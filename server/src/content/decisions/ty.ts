// Filipino texts of the messages an operator's decision leaves in the member's inbox (services/decisionInbox.ts).
import type { AgentEarningKind, DecisionTemplates } from './types';

const EARNING: Record<AgentEarningKind, string> = {
  daily: 'arawang sahod',
  hourly: 'sahod kada oras',
  dividend: 'dibidendo',
  rebate: 'kita sa rebate',
};

const because = (reason?: string) => (reason ? ` Dahilan: ${reason}` : '');

export const ty: DecisionTemplates = {
  withdrawalPaid: ({ amount }) => ({
    title: 'Naaprubahan ang withdrawal',
    content: `Naaprubahan ang iyong withdrawal na ${amount} at naipadala na sa iyong account.`,
  }),
  withdrawalRejected: ({ amount, reason }) => ({
    title: 'Tinanggihan ang withdrawal',
    content: `Tinanggihan ang iyong withdrawal na ${amount} at ibinalik ang halaga sa iyong balanse.${because(reason)}`,
  }),
  applicationIssued: ({ activity, amount }) => ({
    title: 'Naaprubahan ang aplikasyon sa promo',
    content: `Naaprubahan ang iyong aplikasyon para sa "${activity}". May gantimpalang ${amount} sa iyong reward centre.`,
  }),
  applicationRejected: ({ activity, reason }) => ({
    title: 'Tinanggihan ang aplikasyon sa promo',
    content: `Hindi naaprubahan ang iyong aplikasyon para sa "${activity}".${because(reason)}`,
  }),
  adjustmentCredit: ({ amount, reason }) => ({
    title: 'Inayos ang balanse',
    content: `Nadagdagan ng ${amount} ang iyong balanse. Dahilan: ${reason}`,
  }),
  adjustmentDebit: ({ amount, reason }) => ({
    title: 'Inayos ang balanse',
    content: `Nabawasan ng ${amount} ang iyong balanse. Dahilan: ${reason}`,
  }),
  vipLevelUp: ({ level }) => ({
    title: 'Tumaas ang iyong VIP level',
    content: `Binabati kita! Ikaw ay ${level} na ngayon. Tingnan ang iyong mga bagong benepisyo sa member club.`,
  }),
  agentEarningPaid: ({ kind, period, amount }) => ({
    title: 'Naibayad na ang kita bilang ahente',
    content: `Naibayad na ang iyong ${EARNING[kind]} para sa ${period}: nadagdag ang ${amount} sa iyong balanse.`,
  }),
};
