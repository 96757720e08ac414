import { paths } from '../paths';
import { canTransferUp, isAgentType } from '../roles';
import type { MenuItem } from './menuItem';

/** Quick menu under the member centre profile block. */
export const memberQuickMenu: readonly MenuItem[] = [
  { id: 'deposit', labelKey: 'menu.deposit', to: paths.voucherCenter, guestPopup: true },
  { id: 'withdraw', labelKey: 'menu.withdraw', to: paths.withdraw, guestPopup: true },
  { id: 'inviteFriends', labelKey: 'menu.inviteFriends', to: paths.inviteFriends, flag: 'REFERRAL', guestPopup: true },
  { id: 'securityCenter', labelKey: 'menu.securityCenter', to: paths.securityCenter, guestPopup: true },
];

/** The member centre header's shortcuts: messages (MAILCEN) and settings. */
export const memberHeaderMenu: readonly MenuItem[] = [
  {
    id: 'messages',
    labelKey: 'member.header.messages',
    to: paths.webEmail,
    flag: 'MAILCEN',
    guestPopup: true,
    showsUnread: true,
  },
  { id: 'settings', labelKey: 'member.header.settings', to: paths.set, guestPopup: true },
];

/** The member centre's tiles that open a route: VIP benefits (VIP benefit setting; moved here from the list). */
export const memberTileMenu: readonly MenuItem[] = [
  { id: 'vipBenefits', labelKey: 'menu.vipBenefits', to: paths.benefits, flag: 'VIPBENEFIT', guestPopup: true },
];

/** The feature-gated list of the member centre (SPEC §6); every entry needs a session (visitors: login popup). */
export const memberCentreMenu: readonly MenuItem[] = [
  {
    id: 'agentCentre',
    labelKey: 'menu.agentCentre',
    to: paths.agent,
    visible: (c) => c.loggedIn && isAgentType(c.memberType),
  },
  { id: 'depositRecord', labelKey: 'menu.depositRecord', to: paths.vouReport, flag: 'DEPRECM3', guestPopup: true },
  {
    id: 'withdrawRecord',
    labelKey: 'menu.withdrawRecord',
    to: paths.withdrawReport,
    flag: 'WITHREC3',
    guestPopup: true,
  },
  {
    id: 'transactionRecord',
    labelKey: 'menu.transactionRecord',
    to: paths.transactionRecord,
    flag: 'TRANSREC3',
    guestPopup: true,
  },
  {
    id: 'bettingRecord',
    labelKey: 'menu.bettingRecord',
    to: paths.gameRecord,
    flag: 'TRANSBETREPMEM3',
    guestPopup: true,
  },
  { id: 'profitAndLoss', labelKey: 'menu.profitAndLoss', to: paths.profitandloss, flag: 'PERSREP', guestPopup: true },
  {
    id: 'transferUp',
    labelKey: 'menu.transferUp',
    to: paths.upLineTransfer,
    flag: 'AGETRANSFERUP3',
    visible: (c) => canTransferUp(c.memberType, c.toUpline),
    guestPopup: true,
  },
  { id: 'rewardCentre', labelKey: 'menu.rewardCentre', to: paths.rewardCenter, flag: 'REWCEN3', guestPopup: true },
  { id: 'manualRebate', labelKey: 'menu.manualRebate', to: paths.manualRebate, flag: 'MANPLAYREB3', guestPopup: true },
  { id: 'myRebate', labelKey: 'menu.myRebate', to: paths.rebateReport, flag: 'PLYRBT', guestPopup: true },
  { id: 'mission', labelKey: 'menu.mission', to: paths.leaderBoard, flag: 'MISSION', guestPopup: true },
  // SPEC §6: the message centre opens only when logged in, else the login popup.
  {
    id: 'messageCentre',
    labelKey: 'menu.messageCentre',
    to: paths.webEmail,
    flag: 'MAILCEN',
    guestPopup: true,
    showsUnread: true,
  },
  { id: 'feedback', labelKey: 'menu.feedback', to: paths.feedback, flag: 'FEEDBACK3', guestPopup: true },
  { id: 'helpCentre', labelKey: 'menu.helpCentre', to: paths.help, guestPopup: true },
  // Issue 19: limits, reality check, time-out and self-exclusion; the help lines are public.
  { id: 'responsiblePlay', labelKey: 'menu.responsiblePlay', to: paths.responsiblePlay, guestPopup: true },
  { id: 'responsiblePlayHelp', labelKey: 'menu.responsiblePlayHelp', to: paths.responsiblePlayHelp, guestPopup: true },
];
