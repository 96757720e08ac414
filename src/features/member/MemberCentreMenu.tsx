import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoresContext';
import { MenuList } from '../../ui/MenuList';

/** Quick menu and the feature-gated list of the member centre, filtered by flags and member type. */
export const MemberCentreMenu = observer(function MemberCentreMenu() {
  const { menus } = useStores();
  const { t } = useTranslation();
  return (
    <>
      <MenuList items={menus.memberQuick} label={t('menu.quickMenuLabel')} layout="grid" />
      <MenuList items={menus.memberCentre} label={t('menu.memberCentreLabel')} />
    </>
  );
});
