import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStores } from '../../stores/StoresContext';
import { AuthLinks } from './AuthLinks';
import { AuthPage } from './AuthPage';
import { EmailRecoveryForm } from './forget/EmailRecoveryForm';
import { PhoneRecoveryForm } from './forget/PhoneRecoveryForm';
import { ResetByTokenForm } from './forget/ResetByTokenForm';
import { RecoveryMethodTabs } from './RecoveryMethodTabs';
import { TabPanel } from '../../ui/Tabs';

/** /m/forget: phone or e-mail recovery (SPEC §2); the e-mailed reset link lands here with `resetToken`. */
export default observer(function ForgetScreen() {
  const { menus } = useStores();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [method, setMethod] = useState(menus.recoveryMethods[0]?.id ?? 'email');
  const resetToken = params.get('resetToken');
  if (resetToken)
    return (
      <AuthPage title={t('forget.resetTitle')}>
        <ResetByTokenForm resetToken={resetToken} />
      </AuthPage>
    );
  const panelId = 'recovery-panel';
  const tabbed = menus.recoveryMethods.length > 1;
  return (
    <AuthPage title={t('forget.title')}>
      <RecoveryMethodTabs selectedId={method} onChange={setMethod} panelId={panelId} />
      <TabPanel id={panelId} idPrefix="recovery-method" selectedId={method} tabbed={tabbed}>
        {method === 'phone' ? <PhoneRecoveryForm /> : <EmailRecoveryForm />}
      </TabPanel>
      <AuthLinks show={['home', 'login', 'service']} />
    </AuthPage>
  );
});
