import type {
  AgentContract,
  AgentContractReportReply,
  AgentContractsReply,
  AgentInfoReply as AgentInfo,
  AgentPnlRow,
  AgentRebateIncomeReply,
  AgentRebateRates,
  AgentTeamBet,
  AgentTeamKpiReply,
  AgentTeamMember,
  AgentTeamOverviewReply,
  AgentTeamPnlReply,
  RegisterSettings,
} from '@common/generated/api';
import { demoMember, demoSession } from '../../storybook/storyParameters';
import type { WpsReplies } from '../../storybook/wpsReplies';

// Sample replies of the agent centre for stories (never imported by the app).

export const agentSession = { ...demoSession, userName: 'agent', type: 1 };
export const agentMember = {
  ...demoMember,
  id: 2,
  userName: 'agent',
  account: 'agent',
  type: 1,
  sumBalance: '5000.00',
};
/** Signed in as the demo agent (type 1). */
export const asAgent = { session: agentSession, member: agentMember };

export const agentInfo: AgentInfo = {
  userName: 'agent',
  type: 1,
  level: 1,
  invitationCode: 'DEMO1001',
  sumBalance: '5000.00',
  directCount: 3,
  teamSize: 12,
  announcementUnread: 2,
};

export const kpiReply: AgentTeamKpiReply = {
  footer: { teamLoginMemberCount: 7, teamBetMemberCount: 5, teamRegisterMemberCount: 2, teamOnlineCount: 3 },
  list: [],
};

export const noContractRequests = { dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 };

export const dividendOffer: AgentContract = {
  id: 41,
  kind: 'dividend',
  status: 'pending',
  agentId: 2,
  agentName: 'agent',
  terms: {
    period: 'half_month',
    tiers: [
      { minValidStake: '10000.00', minActive: 5, value: '20.00' },
      { minValidStake: '50000.00', minActive: 10, value: '30.00' },
    ],
  },
  createdAt: Date.UTC(2025, 2, 10, 2),
};

export const acceptedDaily: AgentContract = {
  id: 12,
  kind: 'daily',
  status: 'accepted',
  agentId: 2,
  agentName: 'agent',
  terms: {
    tiers: [
      { minValidStake: '5000.00', minActive: 3, value: '100.00' },
      { minValidStake: '20000.00', minActive: 8, value: '300.00' },
    ],
  },
  createdAt: Date.UTC(2025, 1, 1, 2),
  decidedAt: Date.UTC(2025, 1, 1, 3),
};

export const contractsReply = (kind: AgentContract['kind'], extra: Partial<AgentContractsReply> = {}) =>
  ({ kind, pending: [], offered: [], subAgents: [], ...extra }) satisfies AgentContractsReply;

export const emptyReport = (kind: AgentContract['kind']): AgentContractReportReply => ({
  kind,
  rows: [],
  total: '0.00',
});

/** Everything the agent home asks for, answered with data and no contract waiting. */
export const homeReplies: WpsReplies = {
  agentInfo: agentInfo,
  agentTeamKpi: kpiReply,
  agentContractRequest: noContractRequests,
  inboxUnreadCount: 0,
};

/** The agent's own rebate rates (a top agent: the brand's rates are its ceilings). */
export const ownRates: AgentRebateRates = {
  userId: 2,
  userName: 'agent',
  editable: false,
  rates: [
    { category: 'lottery', rate: '0.50', max: '0.50' },
    { category: 'slots', rate: '0.80', max: '0.80' },
    { category: 'fish', rate: '0.80', max: '0.80' },
    { category: 'live', rate: '0.60', max: '0.60' },
    { category: 'sports', rate: '0.50', max: '0.50' },
    { category: 'esports', rate: '0.50', max: '0.50' },
    { category: 'poker', rate: '0.40', max: '0.40' },
  ],
};

export const registerSettings: RegisterSettings = {
  usernameRegistration: true,
  mobileRegistration: true,
  fields: [
    { name: 'username', enabled: true, required: true },
    { name: 'password', enabled: true, required: true },
    { name: 'confirmPassword', enabled: true, required: true },
    { name: 'affiliateCode', enabled: true, required: false },
    { name: 'nickname', enabled: true, required: false },
    { name: 'mobileNum', enabled: true, required: false },
  ],
};

export const teamMember = (id: number, userName: string, extra: Partial<AgentTeamMember> = {}): AgentTeamMember => ({
  id,
  userName,
  type: 0,
  isAgent: false,
  depth: 1,
  uplineName: 'agent',
  directCount: 0,
  teamSize: 0,
  online: false,
  balance: '0.00',
  regDate: Date.UTC(2025, 2, 1, 4),
  ...extra,
});

const pnl = (key: string, stake: string, win: string, pnlAmount: string, extra: Partial<AgentPnlRow> = {}) => ({
  key,
  betCount: 4,
  bettors: 1,
  stake,
  validStake: stake,
  win,
  pnl: pnlAmount,
  ...extra,
});

export const pnlByMember: AgentTeamPnlReply = {
  list: [
    pnl('maria88', '1200.00', '900.00', '-300.00', { userId: 31 }),
    pnl('jun_p', '300.00', '450.50', '150.50', { userId: 32 }),
  ],
  pageNum: 1,
  totalPages: 1,
  total: 2,
  totals: { betCount: 8, bettors: 2, stake: '1500.00', validStake: '1500.00', win: '1350.50', pnl: '-149.50' },
};

export const pnlByDay: AgentTeamPnlReply = {
  ...pnlByMember,
  list: [pnl('2025-03-10', '1000.00', '700.00', '-300.00'), pnl('2025-03-09', '500.00', '650.50', '150.50')],
};

export const emptyPnl: AgentTeamPnlReply = {
  list: [],
  pageNum: 1,
  totalPages: 0,
  total: 0,
  totals: { betCount: 0, bettors: 0, stake: '0.00', validStake: '0.00', win: '0.00', pnl: '0.00' },
};

export const overviewReply: AgentTeamOverviewReply = {
  teamSize: 12,
  directCount: 3,
  agentCount: 2,
  newMembers: 1,
  onlineCount: 3,
  bets: pnlByMember.totals,
  depositCount: 4,
  depositors: 3,
  deposits: '2500.00',
  withdrawals: '800.00',
  rebateIncome: '12.40',
};

export const teamBet = (betNo: string, extra: Partial<AgentTeamBet> = {}): AgentTeamBet => ({
  betNo,
  userName: 'maria88',
  category: 'slots',
  vendor: 'INHOUSE',
  nodeId: 101,
  gameName: 'Fortune Fruits',
  stake: '10.00',
  validStake: '10.00',
  win: '25.00',
  pnl: '15.00',
  status: 'settled',
  placedAt: Date.UTC(2025, 2, 10, 4, 30),
  settledAt: Date.UTC(2025, 2, 10, 4, 31),
  ...extra,
});

export const incomeReply: AgentRebateIncomeReply = {
  list: [
    { userId: 31, userName: 'maria88', isAgent: false, validStake: '1200.00', income: '9.60' },
    { userId: 40, userName: 'subagent1', isAgent: true, validStake: '300.00', income: '0.60' },
  ],
  pageNum: 1,
  totalPages: 1,
  total: 2,
  validStake: '1500.00',
  income: '10.20',
  categories: [
    { category: 'slots', rate: '0.80', validStake: '1300.00', income: '10.00' },
    { category: 'sports', rate: '0.50', validStake: '200.00', income: '0.20' },
  ],
};
