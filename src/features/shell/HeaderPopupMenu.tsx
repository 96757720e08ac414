import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoresContext';
import { MenuList } from '../../ui/MenuList';
import { useBlockedMenuItem } from '../../ui/useBlockedMenuItem';
import { LanguagePicker } from './LanguagePicker';

/** The header's pop-up menu; balance and sign-out entries appear only when signed in. The language picker sits
 * here so every screen can reach it. */
export const HeaderPopupMenu = observer(function HeaderPopupMenu({ onAction }: { onAction?: (id: string) => void }) {
  const { menus, inbox } = useStores();
  const { t } = useTranslation();
  const onBlocked = useBlockedMenuItem();
  return (
    <>
      <MenuList
        items={menus.headerPopup.map((item) =>
          item.showsUnread && inbox.unreadCount > 0 ? { ...item, badge: inbox.unreadCount } : item,
        )}
        label={t('header.menu')}
        onAction={onAction}
        onBlocked={(item) => {
          onAction?.('blocked');
          onBlocked(item);
        }}
      />
      <LanguagePicker />
    </>
  );
});
