// Which flag turns each route off, and which page a brand lands on. The route table (src/app/routes/routeTable.ts)
// is the source; it cannot be imported here (it names every screen's lazy chunk, which the console and the server
// must not pull in), so this copy is checked against it by tests/unit/brand-studio-reachability.test.ts.
import type { FlagId } from '../../src/registry/flags';
import { paths } from '../../src/registry/paths';

/** A route whose flag is off sends a direct visit home with the refusal toast. */
export const ROUTE_FLAGS: Readonly<Record<string, FlagId>> = {
  [paths.vouReport]: 'DEPRECM3',
  [paths.withdrawReport]: 'WITHREC3',
  [paths.transactionRecord]: 'TRANSREC3',
  [paths.gameRecord]: 'TRANSBETREPMEM3',
  [paths.profitandloss]: 'PERSREP',
  [paths.rewardCenter]: 'REWCEN3',
  [paths.manualRebate]: 'MANPLAYREB3',
  [paths.leaderBoard]: 'MISSION',
  [paths.rebateReport]: 'PLYRBT',
  [paths.memberTeam]: 'agent.teamManagement',
  [paths.teamOverview]: 'agent.teamOverview',
  [paths.teamPnl]: 'agent.teamPnl',
  [paths.teamBetting]: 'agent.teamBetting',
  [paths.agentRebeat]: 'agent.rebateSettings',
  [paths.teamRebate]: 'agent.agentRebateIncome',
  [paths.agentDivident]: 'agent.dividend',
};

/**
 * The brand's landing page. No brand setting chooses it: the PWA manifest's start_url
 * (server/src/services/manifest.ts), the route a sign-in returns to (safeRedirect) and the place a refused route
 * sends the player are all /m/home, for every brand.
 */
export const LANDING_PATH: string = paths.home;

/** The route a menu target opens (its query left off). */
export const routeOf = (to: string): string => to.split(/[?#]/)[0]!;
