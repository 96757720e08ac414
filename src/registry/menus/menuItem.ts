import type { FlagId } from '../flags';

/** What a menu's visibility rules may look at. */
export interface MenuContext {
  isOn(flag: FlagId): boolean;
  loggedIn: boolean;
  /** Member type from the session (customerType), undefined for visitors. */
  memberType: number | undefined;
  /** The member may transfer to their superior (member info toUpline). */
  toUpline: boolean;
}

/** One entry of a menu, declared as data. */
export interface MenuItem {
  id: string;
  /** i18n key of the visible label. */
  labelKey: string;
  /** Route it opens; absent for actions handled by the menu's owner. */
  to?: string;
  /** Where a visitor goes instead (e.g. the member entry sends visitors to /m/login). */
  guestTo?: string;
  /** Shown only when this flag is on. */
  flag?: FlagId;
  /** Extra rule beyond the flag (roles, session). */
  visible?: (ctx: MenuContext) => boolean;
  /** Number shown in a bubble, such as the deposit bonus. */
  badge?: number;
}

/** The items whose flag and rule pass, in declared order, with visitor destinations applied. */
export function visibleItems(items: readonly MenuItem[], ctx: MenuContext): MenuItem[] {
  return items
    .filter((item) => (item.flag === undefined || ctx.isOn(item.flag)) && (item.visible?.(ctx) ?? true))
    .map((item) => (!ctx.loggedIn && item.guestTo ? { ...item, to: item.guestTo } : item));
}
