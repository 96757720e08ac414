import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoresContext';
import { MenuList } from '../../ui/MenuList';

/** The footer's entries (home, promotions, deposit with its bonus bubble, invite friends, me). */
export const FooterNav = observer(function FooterNav() {
  const { menus } = useStores();
  const { t } = useTranslation();
  return <MenuList items={menus.footer} label={t('footer.navLabel')} layout="bar" />;
});
