import { paths } from '../paths';
import { isFreeMember } from '../roles';
import type { MenuItem } from './menuItem';

/** Deposit-centre bonus bubble (SPEC §9). */
export const DEPOSIT_BONUS_BUBBLE = 277;

/** Footer entries of every page. */
export const footerMenu: readonly MenuItem[] = [
  { id: 'home', labelKey: 'footer.home', to: paths.home },
  { id: 'activity', labelKey: 'footer.activity', to: paths.activity },
  { id: 'deposit', labelKey: 'footer.deposit', to: paths.voucherCenter, badge: DEPOSIT_BONUS_BUBBLE },
  {
    id: 'inviteFriends',
    labelKey: 'footer.inviteFriends',
    to: paths.inviteFriends,
    // SPEC §6: a member of a brand without the referral promotion is told to contact service.
    refuse: (c) => (c.loggedIn && !c.isOn('REFERRAL') ? 'roles.contact_service' : undefined),
  },
  {
    id: 'member',
    labelKey: 'footer.member',
    to: paths.mine,
    guestTo: paths.login,
    refuse: (c) => (isFreeMember(c.memberType) ? 'roles.free_reject' : undefined),
  },
];

/** Small text links under the footer's menu (not tabs): the responsible-play help lines (issue 19). */
export const footerLinks: readonly MenuItem[] = [
  { id: 'responsiblePlayHelp', labelKey: 'footer.responsiblePlay', to: paths.responsiblePlayHelp },
];

/** Header pop-up menu; items without `to` are actions the header performs. */
export const headerPopupMenu: readonly MenuItem[] = [
  { id: 'deposit', labelKey: 'headerMenu.deposit', to: paths.voucherCenter, guestPopup: true },
  { id: 'withdraw', labelKey: 'headerMenu.withdraw', to: paths.withdraw, guestPopup: true },
  { id: 'refreshBalance', labelKey: 'headerMenu.refreshBalance' },
  // The unread count is its badge (HeaderPopupMenu reads it from the inbox store).
  {
    id: 'messages',
    labelKey: 'messages.menuEntry',
    to: paths.webEmail,
    flag: 'MAILCEN',
    visible: (c) => c.loggedIn,
    showsUnread: true,
  },
  { id: 'toggleBalance', labelKey: 'headerMenu.toggleBalance', visible: (c) => c.loggedIn },
  { id: 'signOut', labelKey: 'headerMenu.signOut', visible: (c) => c.loggedIn },
  { id: 'helpCentre', labelKey: 'headerMenu.helpCentre', to: paths.help },
];

/** Header buttons for a visitor on home. */
export const visitorHeaderButtons: readonly MenuItem[] = [
  { id: 'login', labelKey: 'header.login', to: paths.login },
  { id: 'register', labelKey: 'header.register', to: paths.register, flag: 'DIRECTREG3' },
];

/** Login methods: mobile + SMS only with its flag. */
export const loginMethods: readonly MenuItem[] = [
  { id: 'username', labelKey: 'login.method.username' },
  { id: 'sms', labelKey: 'login.method.mobile', flag: 'MOBILEVERCODELOGIN3' },
];

/** Social logins, each behind its flag. */
export const socialLogins: readonly MenuItem[] = [
  { id: 'facebook', labelKey: 'login.social.facebook', flag: 'FACEBOOKLOGIN3' },
  { id: 'google', labelKey: 'login.social.google', flag: 'GOOGLELOGIN3' },
  { id: 'telegram', labelKey: 'login.social.telegram', flag: 'TELEGRAMLOGIN3' },
];

/** Forgot-password methods: phone (the default) only when password-change verification is on. */
export const recoveryMethods: readonly MenuItem[] = [
  { id: 'phone', labelKey: 'forget.method.phone', flag: 'PASSWORDCHANGEVERIFICATION' },
  { id: 'email', labelKey: 'forget.method.email' },
];
