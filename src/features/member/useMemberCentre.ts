import { useEffect, useState } from 'react';
import { callApi } from '../../api/callApi';
import { memberCentreMenu, memberHeaderMenu, memberTileMenu } from '../../registry/menus/memberCentreMenu';
import { visibleItems } from '../../registry/menus/menuItem';
import { useBrandTime } from '../../stores/useBrandTime';
import { useStores } from '../../stores/StoresContext';
import { useBalanceText } from '../../stores/useBalanceText';
import { useBlockedMenuItem } from '../../ui/useBlockedMenuItem';
import { memberDays } from './memberDays';

/** The facts of the profile block; undefined for a visitor. */
export interface ProfileFactsData {
  account: string;
  vipLabel?: string;
  days?: number;
  balance: string;
}

/**
 * Everything a member-centre variant shows, resolved for the person looking: the menus (flags, session, member
 * type), the profile facts and the unread count. Reads MobX stores: call it inside an observer.
 */
export function useMemberCentre() {
  const { session, menus, inbox, ui } = useStores();
  const onBlocked = useBlockedMenuItem();
  const balance = useBalanceText();
  const { timeZone } = useBrandTime();
  const loggedIn = session.loggedIn;

  // The unread count and fresh member info (VIP label in the current language, regDate) on mount, only signed in.
  useEffect(() => {
    if (!loggedIn) return;
    void inbox.refreshUnread();
  }, [loggedIn, inbox]);
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    callApi('memberInfo').then(
      ({ value }) => live && session.setMember(value),
      () => undefined, // the profile keeps what the session already had
    );
    return () => {
      live = false;
    };
  }, [loggedIn, session, ui.language]);

  const [downloadOpen, setDownloadOpen] = useState(false);
  // Days are counted from when the screen opened (a render must not read the clock).
  const [openedAt] = useState(Date.now);
  const ctx = menus.context;
  const member = session.member;
  const profile: ProfileFactsData | undefined = loggedIn
    ? {
        account: member?.account ?? session.session?.userName ?? '',
        vipLabel: member?.vipLabel,
        days: member ? memberDays(member.regDate, openedAt, timeZone) : undefined,
        balance,
      }
    : undefined;

  return {
    loggedIn,
    profile,
    unread: loggedIn ? inbox.unreadCount : 0,
    header: visibleItems(memberHeaderMenu, ctx),
    tiles: visibleItems(memberTileMenu, ctx),
    quick: menus.memberQuick,
    list: visibleItems(memberCentreMenu, ctx),
    onBlocked,
    download: { open: downloadOpen, show: () => setDownloadOpen(true), close: () => setDownloadOpen(false) },
  };
}

export type MemberCentreModel = ReturnType<typeof useMemberCentre>;
