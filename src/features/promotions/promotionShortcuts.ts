import type { MenuItem } from '../../registry/menus/menuItem';
import { paths } from '../../registry/paths';

/**
 * The promotions page's shortcuts to the other promotion screens, each behind its flag (SPEC §6: REWCEN3, MISSION,
 * REFERRAL); visitors get the login popup for the member-only ones, then the screen.
 */
export const promotionShortcuts: readonly MenuItem[] = [
  { id: 'rewardCentre', labelKey: 'menu.rewardCentre', to: paths.rewardCenter, flag: 'REWCEN3', guestPopup: true },
  { id: 'mission', labelKey: 'menu.mission', to: paths.leaderBoard, flag: 'MISSION', guestPopup: true },
  { id: 'redRain', labelKey: 'promotions.redRain.short', to: paths.redRain, guestPopup: true },
  {
    id: 'inviteFriends',
    labelKey: 'menu.inviteFriends',
    to: paths.inviteFriends,
    flag: 'REFERRAL',
    guestPopup: true,
  },
];
