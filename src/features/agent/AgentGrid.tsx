import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoresContext';
import { MenuList } from '../../ui/MenuList';

/** Agent home navigation grid and footer, each entry behind its white-label menu setting. */
export const AgentGrid = observer(function AgentGrid() {
  const { menus } = useStores();
  const { t } = useTranslation();
  return (
    <>
      <MenuList items={menus.agentGrid} label={t('agent.gridLabel')} layout="grid" />
      <MenuList items={menus.agentFooter} label={t('agent.footerLabel')} layout="bar" />
    </>
  );
});
