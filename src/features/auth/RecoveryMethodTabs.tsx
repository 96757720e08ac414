import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoresContext';
import { Tabs } from '../../ui/Tabs';

/** Forgot password: phone (default) and e-mail when phone recovery is on, else e-mail only. */
export const RecoveryMethodTabs = observer(function RecoveryMethodTabs({
  selectedId,
  onChange,
  panelId,
}: {
  selectedId?: string;
  onChange?: (id: string) => void;
  panelId?: string;
}) {
  const { menus } = useStores();
  const { t } = useTranslation();
  const [own, setOwn] = useState<string>();
  const current = selectedId ?? own ?? menus.recoveryMethods[0]?.id ?? 'email';
  return (
    <Tabs
      items={menus.recoveryMethods}
      selectedId={current}
      label={t('forget.methodsLabel')}
      idPrefix="recovery-method"
      panelId={panelId}
      onSelect={(id) => {
        setOwn(id);
        onChange?.(id);
      }}
    />
  );
});
