import type {
  AgentCategory,
  AgentContract,
  AgentContractKind,
  AgentContractReportReply,
  AgentContractRequestReply,
  AgentContractsReply,
  AgentContractTerms,
  AgentInfoReply,
  AgentOpenAccountBody,
  AgentRebateIncomeReply,
  AgentRebateRates,
  AgentTeamBetsQuery,
  AgentTeamBetsReply,
  AgentTeamFooter,
  AgentTeamMember,
  AgentTeamMembersQuery,
  AgentTeamMembersReply,
  AgentTeamOverviewReply,
  AgentTeamPnlQuery,
  AgentTeamPnlReply,
} from '@common/generated/api';
import { callApi } from '../../api/callApi';
import type { DateRange } from '../../ui/dateRange';

export type {
  AgentCategory,
  AgentContract,
  AgentContractKind,
  AgentContractTerms,
  AgentInfoReply as AgentInfo,
  AgentRebateRates,
  AgentTeamFooter,
  AgentTeamMember,
};

/** The bet categories rebates are set for, in the order screens list them (SPEC §9 game categories). */
export const AGENT_CATEGORIES: readonly AgentCategory[] = [
  'lottery',
  'slots',
  'fish',
  'live',
  'sports',
  'esports',
  'poker',
];

/** The server's period limits for every agent report (at most 92 days after the first day). */
export const AGENT_RANGE_LIMITS = { maxDays: 93, maxDaysBack: 365 } as const;

const period = (range: Pick<DateRange, 'from' | 'to'>) => ({ startDate: range.from, endDate: range.to });

/** GET /wps/agent/info (AGEINFO3): name, balance, level, team size, unread agent announcements. */
export async function fetchAgentInfo(): Promise<AgentInfoReply> {
  return (await callApi('agentInfo')).value;
}

/** The agent has seen the agent announcements: their unread count becomes 0. */
export async function markAnnouncementsSeen(): Promise<number> {
  return (await callApi('agentAnnouncementsSeen')).value.announcementUnread;
}

/** SPEC §7 team KPI with size 0: only the four counters of the period (`value.footer`). */
export async function fetchTeamCounters(range: Pick<DateRange, 'from' | 'to'>): Promise<AgentTeamFooter> {
  return (await callApi('agentTeamKpi', { query: { ...period(range), size: 0 } })).value.footer;
}

/** One page of the team list (AGEDOWNMAN3): a level's direct downline, or a search of the whole team. */
export async function fetchTeamMembers(query: AgentTeamMembersQuery): Promise<AgentTeamMembersReply> {
  return (await callApi('agentTeamMembers', { query })).value;
}

/** Opens a member (type 0) or sub-agent (type 1) account directly below the agent. */
export async function openAccount(body: AgentOpenAccountBody): Promise<AgentTeamMember> {
  return (await callApi('agentOpenAccount', { body })).value;
}

export async function fetchTeamOverview(range: Pick<DateRange, 'from' | 'to'>): Promise<AgentTeamOverviewReply> {
  return (await callApi('agentTeamOverview', { query: period(range) })).value;
}

export type TeamPnlQuery = Omit<AgentTeamPnlQuery, 'startDate' | 'endDate'>;

export async function fetchTeamPnl(
  range: Pick<DateRange, 'from' | 'to'>,
  query: TeamPnlQuery,
): Promise<AgentTeamPnlReply> {
  return (await callApi('agentTeamPnl', { query: { ...period(range), ...query } })).value;
}

export type TeamBetsQuery = Omit<AgentTeamBetsQuery, 'startDate' | 'endDate'>;

export async function fetchTeamBets(
  range: Pick<DateRange, 'from' | 'to'>,
  query: TeamBetsQuery,
): Promise<AgentTeamBetsReply> {
  return (await callApi('agentTeamBets', { query: { ...period(range), ...query } })).value;
}

/** The agent's own rates (no `userId`) or a team member's, each with its ceiling. */
export async function fetchRebates(userId?: number): Promise<AgentRebateRates> {
  return (await callApi('agentRebates', { query: userId === undefined ? {} : { userId } })).value;
}

/** One category's rate as sent: a percent with 2 decimals ("0.80"). */
export interface RateChange {
  category: AgentCategory;
  rate: string;
}

/** Sets a direct downline's rates (at least one category; those not sent keep theirs). */
export async function saveRebates(userId: number, rates: [RateChange, ...RateChange[]]): Promise<AgentRebateRates> {
  return (await callApi('agentRebatesSet', { body: { userId, rates } })).value;
}

export async function fetchRebateIncome(
  range: Pick<DateRange, 'from' | 'to'>,
  pageNo: number,
): Promise<AgentRebateIncomeReply> {
  return (await callApi('agentRebateIncome', { query: { ...period(range), pageNo } })).value;
}

/** SPEC §3 contract response: how many offers of each kind wait for the agent's decision. */
export async function fetchContractRequest(): Promise<AgentContractRequestReply> {
  return (await callApi('agentContractRequest')).value;
}

export async function fetchContracts(kind: AgentContractKind): Promise<AgentContractsReply> {
  return (await callApi('agentContracts', { query: { kind } })).value;
}

export async function offerContract(
  kind: AgentContractKind,
  agentId: number,
  terms: AgentContractTerms,
): Promise<AgentContract> {
  return (await callApi('agentContractOffer', { body: { kind, agentId, terms } })).value;
}

export async function decideContract(id: number, accept: boolean): Promise<AgentContract> {
  return (await callApi('agentContractDecide', { params: { id }, body: { accept } })).value;
}

export async function fetchContractReport(
  kind: AgentContractKind,
  range: Pick<DateRange, 'from' | 'to'>,
): Promise<AgentContractReportReply> {
  return (await callApi('agentContractReport', { query: { kind, ...period(range) } })).value;
}
