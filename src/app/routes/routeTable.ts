import type { ComponentType } from 'react';
import type { RouteLoader } from '../../api/initialReplies';
import type { FlagId } from '../../registry/flags';
import { paths, type RoutePath } from '../../registry/paths';

/** Who may open a route (SPEC §6). */
export type RouteAccess =
  /** A session is needed; visitors go to /m/login. */
  | 'member'
  /** A session with a member type other than 0, 4 or 40; others go to /m/home. */
  | 'agent'
  /** A session is needed; visitors go to /m/home (settings, change password). */
  | 'sessionOrHome'
  /** A session is needed; visitors stay on the page and get the login popup (message centre, SPEC §6). */
  | 'memberPopup';

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
  path: RoutePath;
  titleKey: string;
  access?: RouteAccess;
  chrome?: RouteChrome;
  /** The feature flag the route lives behind: off, a direct URL goes home with the SPEC refusal toast. */
  flag?: FlagId;
  /** The screen; routes without one show a titled placeholder until their issue builds them. */
  screen?: () => Promise<{ default: ComponentType }>;
  /**
   * Server-rendered: the reference server renders the screen into the page (docs/architecture.md, "Start-up"). Only
   * for a screen that looks the same to every visitor until it has mounted: no `access`, no `flag`, nothing read from
   * the session or storage in its first render (routeTable.test.ts checks the first two).
   */
  ssr?: true;
  /**
   * The replies a server-rendered screen's first render shows, fetched by the server: exported by the screen's module
   * (a module of its own would split what the two share into one more chunk for the page to download).
   */
  loader?: () => Promise<RouteLoader>;
  /**
   * The query parameters a server-rendered screen's first render reads (ssrUrl.ts): the server renders and caches
   * one page per value of these, and ignores every other parameter.
   */
  query?: readonly string[];
}

const memberCentre = () => import('../../features/member/MemberCentreScreen');
const gameList = () => import('../../features/games/GameListScreen');
const gameListLoader = () => gameList().then((m) => m.loader);
const lottery = () => import('../../features/lottery/LotteryScreen');
const messageCentre = () => import('../../features/messages/MessageCentreScreen');
const notices = () => import('../../features/messages/NoticeScreen');

/** Every route of SPEC §2, as data. Screens are lazy: one chunk each. */
export const routeTable: readonly RouteDef[] = [
  {
    path: paths.home,
    titleKey: 'route.home',
    screen: () => import('../../features/home/HomeScreen'),
    ssr: true,
    loader: () => import('../../features/home/HomeScreen').then((m) => m.loader),
  },
  {
    path: paths.login,
    titleKey: 'route.login',
    screen: () => import('../../features/auth/LoginScreen'),
    ssr: true,
    chrome: { header: false, footerMenu: false, back: 'home' },
  },
  {
    path: paths.register,
    titleKey: 'route.register',
    screen: () => import('../../features/auth/RegisterScreen'),
    chrome: { header: false, footerMenu: false, back: 'home' },
  },
  {
    path: paths.forget,
    titleKey: 'route.forget',
    screen: () => import('../../features/auth/ForgetScreen'),
    chrome: { footerMenu: false, back: 'home' },
  },
  {
    path: paths.changePsw,
    titleKey: 'route.changePsw',
    access: 'sessionOrHome',
    screen: () => import('../../features/auth/ChangePasswordScreen'),
    chrome: { footerMenu: false },
  },
  { path: paths.notice, titleKey: 'route.notice', screen: notices, chrome: { footerMenu: false, back: 'home' } },
  { path: paths.memberNotice, titleKey: 'route.memberNotice', access: 'member', screen: notices },
  { path: paths.webEmail, titleKey: 'route.webEmail', access: 'memberPopup', screen: messageCentre },
  {
    path: paths.set,
    titleKey: 'route.set',
    access: 'sessionOrHome',
    screen: () => import('../../features/auth/SettingsScreen'),
  },
  { path: paths.mine, titleKey: 'route.mine', screen: memberCentre, chrome: { header: false } },
  { path: paths.memberHome, titleKey: 'route.memberHome', screen: memberCentre, chrome: { header: false } },
  {
    path: paths.agent,
    titleKey: 'route.agent',
    access: 'agent',
    chrome: { header: false, footerMenu: false },
    screen: () => import('../../features/agent/AgentHomeScreen'),
  },
  {
    path: paths.agentRegister,
    titleKey: 'route.agentRegister',
    access: 'agent',
    screen: () => import('../../features/agent/OpenAccountScreen'),
  },
  {
    path: paths.voucherCenter,
    titleKey: 'route.voucherCenter',
    access: 'member',
    screen: () => import('../../features/wallet/VoucherCentreScreen'),
  },
  {
    path: paths.withdraw,
    titleKey: 'route.withdraw',
    access: 'member',
    screen: () => import('../../features/wallet/WithdrawScreen'),
  },
  {
    path: paths.inviteFriends,
    titleKey: 'route.inviteFriends',
    access: 'member',
    screen: () => import('../../features/invite/InviteFriendsScreen'),
  },
  {
    path: paths.securityCenter,
    titleKey: 'route.securityCenter',
    access: 'member',
    screen: () => import('../../features/security/SecurityCentreScreen'),
  },
  {
    path: paths.vouReport,
    titleKey: 'route.vouReport',
    access: 'member',
    flag: 'DEPRECM3',
    screen: () => import('../../features/records/DepositRecordScreen'),
  },
  {
    path: paths.withdrawReport,
    titleKey: 'route.withdrawReport',
    access: 'member',
    flag: 'WITHREC3',
    screen: () => import('../../features/records/WithdrawRecordScreen'),
  },
  {
    path: paths.transactionRecord,
    titleKey: 'route.transactionRecord',
    access: 'member',
    flag: 'TRANSREC3',
    screen: () => import('../../features/records/TransactionRecordScreen'),
  },
  {
    path: paths.gameRecord,
    titleKey: 'route.gameRecord',
    access: 'member',
    flag: 'TRANSBETREPMEM3',
    screen: () => import('../../features/records/GameRecordScreen'),
  },
  {
    path: paths.profitandloss,
    titleKey: 'route.profitandloss',
    access: 'member',
    flag: 'PERSREP',
    screen: () => import('../../features/records/ProfitLossScreen'),
  },
  {
    path: paths.upLineTransfer,
    titleKey: 'route.upLineTransfer',
    access: 'member',
    screen: () => import('../../features/wallet/UplineTransferScreen'),
  },
  {
    path: paths.rewardCenter,
    titleKey: 'route.rewardCenter',
    access: 'member',
    flag: 'REWCEN3',
    screen: () => import('../../features/promotions/RewardCentreScreen'),
  },
  {
    path: paths.manualRebate,
    titleKey: 'route.manualRebate',
    access: 'member',
    flag: 'MANPLAYREB3',
    screen: () => import('../../features/promotions/ManualRebateScreen'),
  },
  {
    path: paths.leaderBoard,
    titleKey: 'route.leaderBoard',
    access: 'member',
    flag: 'MISSION',
    screen: () => import('../../features/promotions/LeaderBoardScreen'),
  },
  {
    path: paths.rebateReport,
    titleKey: 'route.rebateReport',
    access: 'member',
    flag: 'PLYRBT',
    screen: () => import('../../features/promotions/RebateReportScreen'),
  },
  {
    path: paths.feedback,
    titleKey: 'route.feedback',
    access: 'memberPopup',
    screen: () => import('../../features/messages/FeedbackScreen'),
  },
  {
    path: paths.benefits,
    titleKey: 'route.benefits',
    access: 'member',
    screen: () => import('../../features/member/BenefitsScreen'),
  },
  {
    path: paths.activity,
    titleKey: 'route.activity',
    screen: () => import('../../features/promotions/PromotionsScreen'),
    chrome: { footerMenu: false, back: 'home' },
  },
  {
    path: paths.activityDetail,
    titleKey: 'route.activityDetail',
    screen: () => import('../../features/promotions/ActivityDetailScreen'),
  },
  {
    path: paths.help,
    titleKey: 'route.help',
    screen: () => import('../../features/help/HelpScreen'),
    chrome: { header: false },
  },
  {
    path: paths.helpDetail,
    titleKey: 'route.helpDetail',
    screen: () => import('../../features/help/HelpScreen'),
    chrome: { header: false },
  },
  {
    path: paths.service,
    titleKey: 'route.service',
    screen: () => import('../../features/pages/ServiceScreen'),
    chrome: { footerMenu: false },
  },
  { path: paths.moreLottery, titleKey: 'route.moreLottery', screen: lottery, chrome: { footerMenu: false } },
  { path: paths.startLottery, titleKey: 'route.startLottery', screen: lottery },
  { path: paths.lottery, titleKey: 'route.lottery', screen: lottery },
  {
    path: paths.gameLobby,
    titleKey: 'route.gameLobby',
    screen: gameList,
    ssr: true,
    loader: gameListLoader,
    query: ['gameType'],
  },
  {
    path: paths.gameList,
    titleKey: 'route.gameList',
    screen: gameList,
    ssr: true,
    loader: gameListLoader,
    query: ['gameType'],
  },
  {
    path: paths.gameCenter,
    titleKey: 'route.gameCenter',
    screen: () => import('../../features/centres/GameCentreScreen'),
  },
  {
    path: paths.slotsCenter,
    titleKey: 'route.slotsCenter',
    screen: () => import('../../features/centres/SlotsCentreScreen'),
  },
  { path: paths.message, titleKey: 'route.message', access: 'memberPopup', screen: messageCentre },
  {
    path: paths.launchGame,
    titleKey: 'route.launchGame',
    screen: () => import('../../features/lottery/LaunchLotteryScreen'),
    chrome: { footerMenu: false },
  },
  {
    path: paths.responsiblePlay,
    titleKey: 'route.responsiblePlay',
    access: 'member',
    screen: () => import('../../features/responsiblePlay/ResponsiblePlayScreen'),
  },
  {
    path: paths.responsiblePlayHelp,
    titleKey: 'route.responsiblePlayHelp',
    screen: () => import('../../features/responsiblePlay/ResponsiblePlayHelpScreen'),
  },
  {
    path: paths.useragreement,
    titleKey: 'route.useragreement',
    screen: () => import('../../features/pages/AgreementScreen'),
    chrome: { footerMenu: false },
  },
  {
    path: paths.maintenance,
    titleKey: 'route.maintenance',
    screen: () => import('../../features/status/SiteStatusView'),
    chrome: { footerMenu: false },
  },
  {
    path: paths.trail,
    titleKey: 'route.trail',
    screen: () => import('../../features/auth/TrialScreen'),
    chrome: { footerMenu: false, back: 'home' },
  },
  {
    path: paths.redRain,
    titleKey: 'route.redRain',
    access: 'member',
    screen: () => import('../../features/promotions/RedRainScreen'),
  },
  {
    path: paths.memberTeam,
    titleKey: 'route.memberTeam',
    access: 'agent',
    flag: 'agent.teamManagement',
    screen: () => import('../../features/agent/team/TeamMembersScreen'),
  },
  {
    path: paths.teamOverview,
    titleKey: 'route.teamOverview',
    access: 'agent',
    flag: 'agent.teamOverview',
    screen: () => import('../../features/agent/team/TeamOverviewScreen'),
  },
  {
    path: paths.teamPnl,
    titleKey: 'route.teamPnl',
    access: 'agent',
    flag: 'agent.teamPnl',
    screen: () => import('../../features/agent/team/TeamPnlScreen'),
  },
  {
    path: paths.teamBetting,
    titleKey: 'route.teamBetting',
    access: 'agent',
    flag: 'agent.teamBetting',
    screen: () => import('../../features/agent/team/TeamBettingScreen'),
  },
  {
    path: paths.agentRebeat,
    titleKey: 'route.agentRebeat',
    access: 'agent',
    flag: 'agent.rebateSettings',
    screen: () => import('../../features/agent/rebates/RebateSettingsScreen'),
  },
  {
    path: paths.teamRebate,
    titleKey: 'route.teamRebate',
    access: 'agent',
    flag: 'agent.agentRebateIncome',
    screen: () => import('../../features/agent/rebates/RebateIncomeScreen'),
  },
  {
    path: paths.agentDivident,
    titleKey: 'route.agentDivident',
    access: 'agent',
    flag: 'agent.dividend',
    screen: () => import('../../features/agent/contracts/DividendScreen'),
  },
  {
    path: paths.getSalaryContract,
    titleKey: 'route.getSalaryContract',
    access: 'agent',
    screen: () => import('../../features/agent/contracts/SalaryContractScreen'),
  },
  {
    path: paths.getDevidendContract,
    titleKey: 'route.getDevidendContract',
    access: 'agent',
    screen: () => import('../../features/agent/contracts/DividendContractScreen'),
  },
  {
    path: paths.getHourContract,
    titleKey: 'route.getHourContract',
    access: 'agent',
    screen: () => import('../../features/agent/contracts/HourContractScreen'),
  },
];

/** Alias paths and the route they show (query strings of the alias are kept). */
export const routeAliases: Readonly<Record<string, RoutePath>> = {
  '/': paths.home,
  '/m': paths.home,
  '/m/': paths.home,
  '/m/index': paths.home,
  '/m/index.html': paths.home,
  '/register.html': paths.register,
  '/m/register.html': paths.register,
};
