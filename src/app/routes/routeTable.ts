import type { ComponentType } from 'react';

/** Who may open a route (SPEC §6). */
export type RouteAccess =
  /** A session is needed; visitors go to /m/login. */
  | 'member'
  /** A session with a member type other than 0, 4 or 40; others go to /m/home. */
  | 'agent'
  /** A session is needed; visitors go to /m/home (settings, change password). */
  | 'sessionOrHome';

/** Page chrome rules of SPEC §2 "Layout and shell". */
export interface RouteChrome {
  /** The page header (default shown). */
  header?: false;
  /** The footer's menu (the footer itself always renders). */
  footerMenu?: false;
  /** Back goes to /m/home instead of history. */
  back?: 'home';
}

export interface RouteDef {
  path: string;
  titleKey: string;
  access?: RouteAccess;
  chrome?: RouteChrome;
  /** The screen; routes without one show a titled placeholder until their issue builds them. */
  screen?: () => Promise<{ default: ComponentType }>;
}

const memberCentre = () => import('../../features/member/MemberCentreScreen');
const gameList = () => import('../../features/games/GameListScreen');
const lottery = () => import('../../features/lottery/LotteryScreen');

/** Every route of SPEC §2, as data. Screens are lazy: one chunk each. */
export const routeTable: readonly RouteDef[] = [
  { path: '/m/home', titleKey: 'route.home', screen: () => import('../../features/home/HomeScreen') },
  {
    path: '/m/login',
    titleKey: 'route.login',
    screen: () => import('../../features/auth/LoginScreen'),
    chrome: { header: false, footerMenu: false, back: 'home' },
  },
  {
    path: '/m/register',
    titleKey: 'route.register',
    screen: () => import('../../features/auth/RegisterScreen'),
    chrome: { header: false, footerMenu: false, back: 'home' },
  },
  {
    path: '/m/forget',
    titleKey: 'route.forget',
    screen: () => import('../../features/auth/ForgetScreen'),
    chrome: { footerMenu: false, back: 'home' },
  },
  {
    path: '/m/changePsw',
    titleKey: 'route.changePsw',
    access: 'sessionOrHome',
    screen: () => import('../../features/auth/ChangePasswordScreen'),
    chrome: { footerMenu: false },
  },
  { path: '/m/notice', titleKey: 'route.notice', chrome: { footerMenu: false, back: 'home' } },
  { path: '/m/member/notice', titleKey: 'route.memberNotice' },
  { path: '/m/webEmail', titleKey: 'route.webEmail', access: 'member' },
  {
    path: '/m/set',
    titleKey: 'route.set',
    access: 'sessionOrHome',
    screen: () => import('../../features/auth/SettingsScreen'),
  },
  { path: '/m/mine', titleKey: 'route.mine', screen: memberCentre, chrome: { header: false } },
  { path: '/m/member/home', titleKey: 'route.memberHome', screen: memberCentre, chrome: { header: false } },
  { path: '/m/agent', titleKey: 'route.agent', access: 'agent', chrome: { header: false, footerMenu: false } },
  { path: '/m/agentRegister', titleKey: 'route.agentRegister', access: 'agent' },
  { path: '/m/voucherCenter', titleKey: 'route.voucherCenter', access: 'member' },
  { path: '/m/withdraw', titleKey: 'route.withdraw', access: 'member' },
  { path: '/m/inviteFriends', titleKey: 'route.inviteFriends', access: 'member' },
  { path: '/m/securityCenter', titleKey: 'route.securityCenter', access: 'member' },
  { path: '/m/vouReport', titleKey: 'route.vouReport', access: 'member' },
  { path: '/m/withdrawReport', titleKey: 'route.withdrawReport', access: 'member' },
  { path: '/m/transaction/record', titleKey: 'route.transactionRecord', access: 'member' },
  { path: '/m/gameRecord', titleKey: 'route.gameRecord', access: 'member' },
  { path: '/m/profitandloss', titleKey: 'route.profitandloss', access: 'member' },
  { path: '/m/upLine/transfer', titleKey: 'route.upLineTransfer', access: 'member' },
  { path: '/m/rewardCenter', titleKey: 'route.rewardCenter', access: 'member' },
  { path: '/m/member/manualRebate', titleKey: 'route.manualRebate', access: 'member' },
  { path: '/m/leaderBoard', titleKey: 'route.leaderBoard', access: 'member' },
  { path: '/m/member/rebateReport', titleKey: 'route.rebateReport', access: 'member' },
  { path: '/m/feedback', titleKey: 'route.feedback', access: 'member' },
  { path: '/m/member/benefits', titleKey: 'route.benefits', access: 'member' },
  { path: '/m/activity', titleKey: 'route.activity', chrome: { footerMenu: false } },
  { path: '/m/activityDetail', titleKey: 'route.activityDetail' },
  { path: '/m/help', titleKey: 'route.help', chrome: { header: false } },
  { path: '/m/helpDetail', titleKey: 'route.helpDetail', chrome: { header: false } },
  { path: '/m/service', titleKey: 'route.service', chrome: { footerMenu: false } },
  { path: '/m/moreLottery', titleKey: 'route.moreLottery', screen: lottery, chrome: { footerMenu: false } },
  { path: '/m/startLottery', titleKey: 'route.startLottery', screen: lottery },
  { path: '/m/lottery', titleKey: 'route.lottery', screen: lottery },
  { path: '/m/gameLobby', titleKey: 'route.gameLobby', screen: gameList },
  { path: '/m/gameList', titleKey: 'route.gameList', screen: gameList },
  { path: '/m/gameCenter', titleKey: 'route.gameCenter' },
  { path: '/m/slotsCenter', titleKey: 'route.slotsCenter' },
  { path: '/m/message', titleKey: 'route.message', access: 'member' },
  {
    path: '/m/launchGame',
    titleKey: 'route.launchGame',
    screen: () => import('../../features/lottery/LaunchLotteryScreen'),
    chrome: { footerMenu: false },
  },
  { path: '/m/useragreement', titleKey: 'route.useragreement', chrome: { footerMenu: false } },
  {
    path: '/m/maintenance',
    titleKey: 'route.maintenance',
    screen: () => import('../../features/status/SiteStatusView'),
    chrome: { footerMenu: false },
  },
  {
    path: '/m/trail',
    titleKey: 'route.trail',
    screen: () => import('../../features/auth/TrialScreen'),
    chrome: { footerMenu: false, back: 'home' },
  },
  { path: '/m/redRain', titleKey: 'route.redRain', access: 'agent' },
  { path: '/m/member/team', titleKey: 'route.memberTeam', access: 'agent' },
  { path: '/m/agent/team/overview', titleKey: 'route.teamOverview', access: 'agent' },
  { path: '/m/agent/team/pnl', titleKey: 'route.teamPnl', access: 'agent' },
  { path: '/m/teamBetting', titleKey: 'route.teamBetting', access: 'agent' },
  { path: '/m/member/agent/agentRebeat', titleKey: 'route.agentRebeat', access: 'agent' },
  { path: '/m/member/teamRebate', titleKey: 'route.teamRebate', access: 'agent' },
  { path: '/m/member/agent/agentDivident', titleKey: 'route.agentDivident', access: 'agent' },
  { path: '/m/member/agent/getSalaryContract', titleKey: 'route.getSalaryContract', access: 'agent' },
  { path: '/m/member/agent/getDevidendContract', titleKey: 'route.getDevidendContract', access: 'agent' },
  { path: '/m/member/agent/getHourContract', titleKey: 'route.getHourContract', access: 'agent' },
];

/** Alias paths and the route they show (query strings of the alias are kept). */
export const routeAliases: Readonly<Record<string, string>> = {
  '/': '/m/home',
  '/m': '/m/home',
  '/m/': '/m/home',
  '/m/index': '/m/home',
  '/m/index.html': '/m/home',
  '/register.html': '/m/register',
  '/m/register.html': '/m/register',
};
