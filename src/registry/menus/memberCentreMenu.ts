import { canTransferUp, isAgentType } from '../roles';
import type { MenuItem } from './menuItem';

/** Quick menu under the member centre profile block. */
export const memberQuickMenu: readonly MenuItem[] = [
  { id: 'deposit', labelKey: 'menu.deposit', to: '/m/voucherCenter', guestPopup: true },
  { id: 'withdraw', labelKey: 'menu.withdraw', to: '/m/withdraw', guestPopup: true },
  { id: 'inviteFriends', labelKey: 'menu.inviteFriends', to: '/m/inviteFriends', flag: 'REFERRAL', guestPopup: true },
  { id: 'securityCenter', labelKey: 'menu.securityCenter', to: '/m/securityCenter', guestPopup: true },
];

/** The feature-gated list of the member centre (SPEC §6). */
export const memberCentreMenu: readonly MenuItem[] = [
  {
    id: 'agentCentre',
    labelKey: 'menu.agentCentre',
    to: '/m/agent',
    visible: (c) => c.loggedIn && isAgentType(c.memberType),
  },
  { id: 'vipBenefits', labelKey: 'menu.vipBenefits', to: '/m/member/benefits', flag: 'VIPBENEFIT' },
  { id: 'depositRecord', labelKey: 'menu.depositRecord', to: '/m/vouReport', flag: 'DEPRECM3' },
  { id: 'withdrawRecord', labelKey: 'menu.withdrawRecord', to: '/m/withdrawReport', flag: 'WITHREC3' },
  { id: 'transactionRecord', labelKey: 'menu.transactionRecord', to: '/m/transaction/record', flag: 'TRANSREC3' },
  { id: 'bettingRecord', labelKey: 'menu.bettingRecord', to: '/m/gameRecord', flag: 'TRANSBETREPMEM3' },
  { id: 'profitAndLoss', labelKey: 'menu.profitAndLoss', to: '/m/profitandloss', flag: 'PERSREP' },
  {
    id: 'transferUp',
    labelKey: 'menu.transferUp',
    to: '/m/upLine/transfer',
    flag: 'AGETRANSFERUP3',
    visible: (c) => canTransferUp(c.memberType, c.toUpline),
  },
  { id: 'rewardCentre', labelKey: 'menu.rewardCentre', to: '/m/rewardCenter', flag: 'REWCEN3' },
  { id: 'manualRebate', labelKey: 'menu.manualRebate', to: '/m/member/manualRebate', flag: 'MANPLAYREB3' },
  { id: 'myRebate', labelKey: 'menu.myRebate', to: '/m/member/rebateReport', flag: 'PLYRBT' },
  { id: 'mission', labelKey: 'menu.mission', to: '/m/leaderBoard', flag: 'MISSION' },
  // SPEC §6: the message centre opens only when logged in, else the login popup.
  { id: 'messageCentre', labelKey: 'menu.messageCentre', to: '/m/webEmail', flag: 'MAILCEN', guestPopup: true },
  { id: 'feedback', labelKey: 'menu.feedback', to: '/m/feedback', flag: 'FEEDBACK3' },
  { id: 'helpCentre', labelKey: 'menu.helpCentre', to: '/m/help' },
];
