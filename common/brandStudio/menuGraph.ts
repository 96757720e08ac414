// The player app's menus as a graph the reachability check walks: which screen shows each menu, and which screens
// a player can start from without a menu. The menus themselves are the registry's data (src/registry/menus).
import { agentFooterMenu, agentGridMenu } from '../../src/registry/menus/agentMenu';
import {
  memberCentreMenu,
  memberHeaderMenu,
  memberQuickMenu,
  memberTileMenu,
} from '../../src/registry/menus/memberCentreMenu';
import type { MenuItem } from '../../src/registry/menus/menuItem';
import {
  footerLinks,
  footerMenu,
  headerPopupMenu,
  loginMethods,
  recoveryMethods,
  socialLogins,
  visitorHeaderButtons,
} from '../../src/registry/menus/shellMenus';
import { paths } from '../../src/registry/paths';
import { LANDING_PATH } from './routeGates';

export interface MenuPlacement {
  /** The menu's name in check messages (`checks.menu.<id>`). */
  id: string;
  items: readonly MenuItem[];
  /** The screen that shows it; undefined: the shell shows it on every page (header and footer). */
  shownOn?: string;
}

export const MENU_PLACEMENTS: readonly MenuPlacement[] = [
  { id: 'footer', items: footerMenu },
  { id: 'footerLinks', items: footerLinks },
  { id: 'headerPopup', items: headerPopupMenu },
  { id: 'visitorHeader', items: visitorHeaderButtons, shownOn: paths.home },
  { id: 'loginMethods', items: loginMethods, shownOn: paths.login },
  { id: 'socialLogins', items: socialLogins, shownOn: paths.login },
  { id: 'recoveryMethods', items: recoveryMethods, shownOn: paths.forget },
  // Both member centre variants (mobileTemplate.mem_cen base and new) render all four of its menus.
  { id: 'memberQuick', items: memberQuickMenu, shownOn: paths.mine },
  { id: 'memberHeader', items: memberHeaderMenu, shownOn: paths.mine },
  { id: 'memberTiles', items: memberTileMenu, shownOn: paths.mine },
  { id: 'memberCentre', items: memberCentreMenu, shownOn: paths.mine },
  { id: 'agentGrid', items: agentGridMenu, shownOn: paths.agent },
  { id: 'agentFooter', items: agentFooterMenu, shownOn: paths.agent },
];

/** Screens a player reaches without a menu: the landing page, and sign-in with its forgotten-password link. */
export const ENTRY_SCREENS: readonly string[] = [LANDING_PATH, paths.login, paths.forget];
