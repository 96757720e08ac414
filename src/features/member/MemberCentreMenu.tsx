import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoresContext';
import { MenuList } from '../../ui/MenuList';
import { useBlockedMenuItem } from '../../ui/useBlockedMenuItem';

/** Quick menu and the feature-gated list of the member centre, filtered by flags and member type. */
export const MemberCentreMenu = observer(function MemberCentreMenu() {
  const { menus } = useStores();
  const { t } = useTranslation();
  const onBlocked = useBlockedMenuItem();
  return (
    <>
      <MenuList items={menus.memberQuick} label={t('menu.quickMenuLabel')} layout="grid" onBlocked={onBlocked} />
      <MenuList items={menus.memberCentre} label={t('menu.memberCentreLabel')} onBlocked={onBlocked} />
    </>
  );
});
