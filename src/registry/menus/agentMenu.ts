import type { MenuItem } from './menuItem';

/** Agent home navigation grid: each tile behind its white-label menu setting; online service always. */
export const agentGridMenu: readonly MenuItem[] = [
  { id: 'teamOverview', labelKey: 'agent.teamOverview', to: '/m/agent/team/overview', flag: 'agent.teamOverview' },
  {
    id: 'transactionRecord',
    labelKey: 'agent.transactionRecord',
    to: '/m/transaction/record?types=A',
    flag: 'agent.transactionRecord',
  },
  { id: 'teamManagement', labelKey: 'agent.teamManagement', to: '/m/member/team', flag: 'agent.teamManagement' },
  { id: 'redEnvelopeRain', labelKey: 'agent.redEnvelopeRain', to: '/m/redRain', flag: 'agent.redEnvelopeRain' },
  { id: 'teamPnl', labelKey: 'agent.teamPnl', to: '/m/agent/team/pnl', flag: 'agent.teamPnl' },
  { id: 'teamBetting', labelKey: 'agent.teamBetting', to: '/m/teamBetting', flag: 'agent.teamBetting' },
  {
    id: 'rebateSettings',
    labelKey: 'agent.rebateSettings',
    to: '/m/member/agent/agentRebeat',
    flag: 'agent.rebateSettings',
  },
  {
    id: 'agentRebateIncome',
    labelKey: 'agent.agentRebateIncome',
    to: '/m/member/teamRebate',
    flag: 'agent.agentRebateIncome',
  },
  { id: 'securityCenter', labelKey: 'agent.securityCenter', to: '/m/securityCenter', flag: 'agent.securityCenter' },
  { id: 'mail', labelKey: 'agent.mail', to: '/m/webEmail', flag: 'agent.mail' },
  { id: 'onlineService', labelKey: 'agent.onlineService', to: '/m/service' },
];

/** Agent footer: dividend only when the dividend feature is on. */
export const agentFooterMenu: readonly MenuItem[] = [
  { id: 'home', labelKey: 'agent.footer.home', to: '/m/agent' },
  { id: 'openAccount', labelKey: 'agent.footer.openAccount', to: '/m/agentRegister' },
  { id: 'dividend', labelKey: 'agent.footer.dividend', to: '/m/member/agent/agentDivident', flag: 'agent.dividend' },
  { id: 'announcements', labelKey: 'agent.footer.announcements', to: '/m/member/notice?types=A' },
];
