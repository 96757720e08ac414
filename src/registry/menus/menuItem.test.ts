import { describe, expect, it } from 'vitest';
import type { FlagId } from '../flags';
import { paths } from '../paths';
import { memberCentreMenu } from './memberCentreMenu';
import { visibleItems, type MenuContext } from './menuItem';
import { footerMenu } from './shellMenus';

const ctx = (over: Partial<MenuContext> = {}, off: FlagId[] = []): MenuContext => ({
  isOn: (flag) => !off.includes(flag),
  loggedIn: true,
  memberType: 0,
  toUpline: false,
  ...over,
});

const byId = (items: ReturnType<typeof visibleItems>, id: string) => items.find((i) => i.id === id);

describe('menu items resolved per person (SPEC §6)', () => {
  it('sends a visitor from the member entry to login, and refuses a free member (type 4)', () => {
    expect(byId(visibleItems(footerMenu, ctx({ loggedIn: false, memberType: undefined })), 'member')).toMatchObject({
      to: paths.login,
    });
    expect(byId(visibleItems(footerMenu, ctx({ memberType: 4 })), 'member')?.blocked).toEqual({
      kind: 'refuse',
      messageKey: 'roles.free_reject',
    });
    expect(byId(visibleItems(footerMenu, ctx()), 'member')?.blocked).toBeUndefined();
  });

  it('tells a member to contact service for invite friends when REFERRAL is off', () => {
    expect(byId(visibleItems(footerMenu, ctx({}, ['REFERRAL'])), 'inviteFriends')?.blocked).toEqual({
      kind: 'refuse',
      messageKey: 'roles.contact_service',
    });
    expect(byId(visibleItems(footerMenu, ctx()), 'inviteFriends')?.blocked).toBeUndefined();
  });

  it('gives visitors the login popup for the message centre, then the route it was for', () => {
    const guest = visibleItems(memberCentreMenu, ctx({ loggedIn: false, memberType: undefined }));
    expect(byId(guest, 'messageCentre')?.blocked).toEqual({ kind: 'loginPopup', next: paths.webEmail });
    expect(byId(visibleItems(memberCentreMenu, ctx()), 'messageCentre')?.blocked).toBeUndefined();
  });

  it('shows the agent centre only to signed-in types other than 0, 4 and 40', () => {
    for (const type of [0, 4, 40])
      expect(byId(visibleItems(memberCentreMenu, ctx({ memberType: type })), 'agentCentre')).toBeUndefined();
    expect(byId(visibleItems(memberCentreMenu, ctx({ memberType: 1 })), 'agentCentre')).toBeDefined();
    expect(
      byId(visibleItems(memberCentreMenu, ctx({ loggedIn: false, memberType: 1 })), 'agentCentre'),
    ).toBeUndefined();
  });
});
