/**
 * Every route path of the app (SPEC §2), by name. The route table, the menus and every screen link through these
 * names, so a path is spelled once and `tests/unit/menuTargets.test.ts` can check that each target is a route.
 * Names follow the route's title key (`route.<name>`).
 */
export const paths = {
  home: '/m/home',
  login: '/m/login',
  register: '/m/register',
  forget: '/m/forget',
  changePsw: '/m/changePsw',
  notice: '/m/notice',
  memberNotice: '/m/member/notice',
  webEmail: '/m/webEmail',
  set: '/m/set',
  mine: '/m/mine',
  memberHome: '/m/member/home',
  agent: '/m/agent',
  agentRegister: '/m/agentRegister',
  voucherCenter: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  inviteFriends: '/m/inviteFriends',
  securityCenter: '/m/securityCenter',
  vouReport: '/m/vouReport',
  withdrawReport: '/m/withdrawReport',
  transactionRecord: '/m/transaction/record',
  gameRecord: '/m/gameRecord',
  profitandloss: '/m/profitandloss',
  upLineTransfer: '/m/upLine/transfer',
  rewardCenter: '/m/rewardCenter',
  manualRebate: '/m/member/manualRebate',
  leaderBoard: '/m/leaderBoard',
  rebateReport: '/m/member/rebateReport',
  feedback: '/m/feedback',
  benefits: '/m/member/benefits',
  activity: '/m/activity',
  activityDetail: '/m/activityDetail',
  help: '/m/help',
  helpDetail: '/m/helpDetail',
  service: '/m/service',
  moreLottery: '/m/moreLottery',
  startLottery: '/m/startLottery',
  lottery: '/m/lottery',
  gameLobby: '/m/gameLobby',
  gameList: '/m/gameList',
  gameCenter: '/m/gameCenter',
  slotsCenter: '/m/slotsCenter',
  message: '/m/message',
  launchGame: '/m/launchGame',
  useragreement: '/m/useragreement',
  maintenance: '/m/maintenance',
  trail: '/m/trail',
  redRain: '/m/redRain',
  memberTeam: '/m/member/team',
  teamOverview: '/m/agent/team/overview',
  teamPnl: '/m/agent/team/pnl',
  teamBetting: '/m/teamBetting',
  agentRebeat: '/m/member/agent/agentRebeat',
  teamRebate: '/m/member/teamRebate',
  agentDivident: '/m/member/agent/agentDivident',
  getSalaryContract: '/m/member/agent/getSalaryContract',
  getDevidendContract: '/m/member/agent/getDevidendContract',
  getHourContract: '/m/member/agent/getHourContract',
  responsiblePlay: '/m/responsiblePlay',
  responsiblePlayHelp: '/m/responsiblePlay/help',
} as const;

export type RouteName = keyof typeof paths;
/** A path of the route table. */
export type RoutePath = (typeof paths)[RouteName];

/** A route with its query, e.g. `withQuery(paths.gameList, { gameType: 'RNG' })`; undefined values are left out. */
export function withQuery(path: RoutePath, query: Record<string, string | number | undefined>): string {
  const parts = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

/** The login page that returns to `from` (path and query) after signing in. */
export const loginPath = (from: string): string => withQuery(paths.login, { redirect: from });

/** Pages a sign-in must not return to (they would ask to sign in again or start another account). */
const SIGN_IN_PAGES = /^\/m\/(login|register|forget|trail)\b/;

/** Where to go after signing in: the `redirect` query when it is an app path, else home (no open redirects). */
export function safeRedirect(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/m/') || redirect.startsWith('//') || redirect.includes('\\'))
    return paths.home;
  if (SIGN_IN_PAGES.test(redirect)) return paths.home;
  return redirect;
}
