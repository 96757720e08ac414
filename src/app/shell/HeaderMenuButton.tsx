import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { HeaderPopupMenu } from '../../features/shell/HeaderPopupMenu';
import { useSignOut } from '../../features/auth/useSignOut';
import { useStores } from '../../stores/StoresContext';

const Wrap = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: none;
  background: none;
  color: inherit;
  font-size: 22px;
  cursor: pointer;
`;

const Dot = styled.span`
  position: absolute;
  top: 8px;
  right: 6px;
  width: 9px;
  height: 9px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.badge};
  pointer-events: none;
`;

const Popup = styled.div`
  position: absolute;
  top: 100%;
  right: 0;
  z-index: 20;
  min-width: 200px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.popup};
`;

/** The header's menu button and its pop-up (deposit, withdraw, balance actions, sign out, help). */
export const HeaderMenuButton = observer(function HeaderMenuButton() {
  const { wallet, ui, session, settings, inbox } = useStores();
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState(pathname);
  // The unread dot (SPEC §4): members of a brand with the message centre; the count is fetched when signed in.
  const mail = session.loggedIn && settings.isOn('MAILCEN');
  useEffect(() => {
    if (mail) void inbox.refreshUnread();
  }, [mail, inbox]);
  const unread = mail ? inbox.unreadCount : 0;
  if (open && openedOn !== pathname) {
    // Following a link closes the menu.
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onDown = (e: PointerEvent) => !wrap.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open]);

  const onAction = (action: string) => {
    setOpen(false);
    if (action === 'refreshBalance') void wallet.refresh();
    else if (action === 'toggleBalance') ui.toggleBalance();
    else if (action === 'signOut') void signOut();
  };

  return (
    <Wrap ref={wrap}>
      <Toggle
        type="button"
        aria-label={t('header.menu')}
        aria-expanded={open}
        aria-controls={id}
        aria-describedby={unread > 0 ? `${id}-unread` : undefined}
        onClick={() => {
          setOpenedOn(pathname);
          setOpen((v) => !v);
        }}
      >
        ☰
      </Toggle>
      {unread > 0 && (
        <>
          <Dot aria-hidden="true" />
          <span id={`${id}-unread`} className="visually-hidden">
            {t('messages.unreadMessages', { n: unread })}
          </span>
        </>
      )}
      {open && (
        <Popup id={id}>
          <HeaderPopupMenu onAction={onAction} />
        </Popup>
      )}
    </Wrap>
  );
});
