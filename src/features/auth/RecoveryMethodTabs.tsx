import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoresContext';
import { Tabs } from '../../ui/Tabs';

/** Forgot password: phone (default) and e-mail when phone recovery is on, else e-mail only. */
export const RecoveryMethodTabs = observer(function RecoveryMethodTabs({
  onChange,
}: {
  onChange?: (id: string) => void;
}) {
  const { menus } = useStores();
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string>();
  const current = selected ?? menus.recoveryMethods[0]?.id ?? 'email';
  return (
    <Tabs
      items={menus.recoveryMethods}
      selectedId={current}
      label={t('forget.methodsLabel')}
      idPrefix="recovery-method"
      onSelect={(id) => {
        setSelected(id);
        onChange?.(id);
      }}
    />
  );
});
