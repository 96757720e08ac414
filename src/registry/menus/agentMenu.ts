import { paths, withQuery } from '../paths';
import type { MenuItem } from './menuItem';

/** Agent home navigation grid: each tile behind its white-label menu setting; online service always. */
export const agentGridMenu: readonly MenuItem[] = [
  { id: 'teamOverview', labelKey: 'agent.teamOverview', to: paths.teamOverview, flag: 'agent.teamOverview' },
  {
    id: 'transactionRecord',
    labelKey: 'agent.transactionRecord',
    to: withQuery(paths.transactionRecord, { types: 'A' }),
    flag: 'agent.transactionRecord',
    // It opens the member's transaction record, which TRANSREC3 gates: the tile shows only when that route opens.
    visible: (ctx) => ctx.isOn('TRANSREC3'),
  },
  { id: 'teamManagement', labelKey: 'agent.teamManagement', to: paths.memberTeam, flag: 'agent.teamManagement' },
  { id: 'redEnvelopeRain', labelKey: 'agent.redEnvelopeRain', to: paths.redRain, flag: 'agent.redEnvelopeRain' },
  { id: 'teamPnl', labelKey: 'agent.teamPnl', to: paths.teamPnl, flag: 'agent.teamPnl' },
  { id: 'teamBetting', labelKey: 'agent.teamBetting', to: paths.teamBetting, flag: 'agent.teamBetting' },
  {
    id: 'rebateSettings',
    labelKey: 'agent.rebateSettings',
    to: paths.agentRebeat,
    flag: 'agent.rebateSettings',
  },
  {
    id: 'agentRebateIncome',
    labelKey: 'agent.agentRebateIncome',
    to: paths.teamRebate,
    flag: 'agent.agentRebateIncome',
  },
  { id: 'securityCenter', labelKey: 'agent.securityCenter', to: paths.securityCenter, flag: 'agent.securityCenter' },
  { id: 'mail', labelKey: 'agent.mail', to: paths.webEmail, flag: 'agent.mail' },
  { id: 'onlineService', labelKey: 'agent.onlineService', to: paths.service },
];

/** Agent footer: dividend only when the dividend feature is on. */
export const agentFooterMenu: readonly MenuItem[] = [
  { id: 'home', labelKey: 'agent.footer.home', to: paths.agent },
  { id: 'openAccount', labelKey: 'agent.footer.openAccount', to: paths.agentRegister },
  { id: 'dividend', labelKey: 'agent.footer.dividend', to: paths.agentDivident, flag: 'agent.dividend' },
  { id: 'announcements', labelKey: 'agent.footer.announcements', to: withQuery(paths.memberNotice, { types: 'A' }) },
];
