import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoresContext';
import { Tabs } from '../../ui/Tabs';

/** Username / mobile login switch: shown only when MOBILEVERCODELOGIN3 offers a second method. */
export const LoginMethodTabs = observer(function LoginMethodTabs({ onChange }: { onChange?: (id: string) => void }) {
  const { menus } = useStores();
  const { t } = useTranslation();
  const [selected, setSelected] = useState('username');
  return (
    <Tabs
      items={menus.loginMethods}
      selectedId={selected}
      label={t('login.methodsLabel')}
      idPrefix="login-method"
      onSelect={(id) => {
        setSelected(id);
        onChange?.(id);
      }}
    />
  );
});
