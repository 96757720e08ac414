// Where the QA walk goes and which declared menu items it checks there. Every flag-gated item is declared once as
// data (src/registry/menus); the walk reads those declarations, so an item added to a menu is checked without
// touching this file.
import type { FlagId } from '../../src/registry/flags';
import { agentFooterMenu, agentGridMenu } from '../../src/registry/menus/agentMenu';
import {
  memberCentreMenu,
  memberHeaderMenu,
  memberQuickMenu,
  memberTileMenu,
} from '../../src/registry/menus/memberCentreMenu';
import type { MenuContext, MenuItem } from '../../src/registry/menus/menuItem';
import { loginMethods, recoveryMethods, socialLogins, visitorHeaderButtons } from '../../src/registry/menus/shellMenus';

export type Who = 'visitor' | 'member' | 'agent';

export interface Stop {
  path: string;
  who: Who;
  /** The menus whose flag-gated items this page shows. */
  menus: readonly (readonly MenuItem[])[];
  /** The landmark that holds those menus (the footer repeats some labels, e.g. Invite friends). */
  within: 'header' | 'main';
}

/** home → login → password recovery (visitor), member centre → game list (member), agent home (agent). */
export const walk: readonly Stop[] = [
  { path: '/m/home', who: 'visitor', within: 'header', menus: [visitorHeaderButtons] },
  { path: '/m/login', who: 'visitor', within: 'main', menus: [loginMethods, socialLogins] },
  { path: '/m/forget', who: 'visitor', within: 'main', menus: [recoveryMethods] },
  {
    path: '/m/mine',
    who: 'member',
    within: 'main',
    menus: [memberQuickMenu, memberHeaderMenu, memberTileMenu, memberCentreMenu],
  },
  { path: '/m/gameList', who: 'member', within: 'main', menus: [] },
  { path: '/m/agent', who: 'agent', within: 'main', menus: [agentGridMenu, agentFooterMenu] },
];

/** The session facts of the demo accounts the walk signs in as (docs/api.md#demo-accounts; demo has toUpline). */
const people: Record<Who, Omit<MenuContext, 'isOn'>> = {
  visitor: { loggedIn: false, memberType: undefined, toUpline: false },
  member: { loggedIn: true, memberType: 0, toUpline: true },
  agent: { loggedIn: true, memberType: 1, toUpline: false },
};

export interface Expectation {
  flag: FlagId;
  labelKey: string;
  shown: boolean;
}

/** Each flag-gated item of a stop, and whether it must be shown in this configuration. */
export function expectations(stop: Stop, flags: Record<FlagId, boolean>): Expectation[] {
  const ctx: MenuContext = { ...people[stop.who], isOn: (f) => flags[f] };
  return stop.menus
    .flat()
    .filter((item): item is MenuItem & { flag: FlagId } => item.flag !== undefined)
    .map((item) => ({
      flag: item.flag,
      labelKey: item.labelKey,
      shown: flags[item.flag] && (item.visible?.(ctx) ?? true),
    }));
}
