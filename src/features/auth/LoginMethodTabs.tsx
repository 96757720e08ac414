import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoresContext';
import { Tabs } from '../../ui/Tabs';

/** Username / mobile login switch: shown only when MOBILEVERCODELOGIN3 offers a second method. */
export const LoginMethodTabs = observer(function LoginMethodTabs({
  selectedId,
  onChange,
  panelId,
  idPrefix = 'login-method',
}: {
  selectedId?: string;
  onChange?: (id: string) => void;
  panelId?: string;
  idPrefix?: string;
}) {
  const { menus } = useStores();
  const { t } = useTranslation();
  const [own, setOwn] = useState('username');
  return (
    <Tabs
      items={menus.loginMethods}
      selectedId={selectedId ?? own}
      label={t('login.methodsLabel')}
      idPrefix={idPrefix}
      panelId={panelId}
      onSelect={(id) => {
        setOwn(id);
        onChange?.(id);
      }}
    />
  );
});
