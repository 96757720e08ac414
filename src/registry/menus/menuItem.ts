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
  /** The entry carries the unread message count (dot or badge) from the inbox store. */
  showsUnread?: true;
  /** Visitors get the login popup instead of the route (member-only actions, SPEC §6). */
  guestPopup?: boolean;
  /** Refuses some people with a message (an i18n key) instead of opening the route, e.g. free members (SPEC §6). */
  refuse?: (ctx: MenuContext) => string | undefined;
  /** Set by `visibleItems`: what this person gets instead of `to`. */
  blocked?: { kind: 'loginPopup'; next?: string } | { kind: 'refuse'; messageKey: string };
}

/** What one person gets from an item: the visitor route, the login popup, a refusal, or the item as declared. */
function resolveFor(item: MenuItem, ctx: MenuContext): MenuItem {
  if (!ctx.loggedIn && item.guestTo) return { ...item, to: item.guestTo };
  if (!ctx.loggedIn && item.guestPopup) return { ...item, blocked: { kind: 'loginPopup', next: item.to } };
  const messageKey = item.refuse?.(ctx);
  return messageKey ? { ...item, blocked: { kind: 'refuse', messageKey } } : item;
}

/** The items whose flag and rule pass, in declared order, resolved for the person looking. */
export function visibleItems(items: readonly MenuItem[], ctx: MenuContext): MenuItem[] {
  return items
    .filter((item) => (item.flag === undefined || ctx.isOn(item.flag)) && (item.visible?.(ctx) ?? true))
    .map((item) => resolveFor(item, ctx));
}
