import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoresContext';
import { Modal } from '../../ui/Modal';
import { AuthLinks } from './AuthLinks';
import { LoginForm } from './LoginForm';

/** The login popup of member-only actions: sign in without leaving the page, then open what was asked for. */
export default observer(function LoginPopup() {
  const { ui } = useStores();
  const { t } = useTranslation();
  const popup = ui.loginPopup;
  return (
    <Modal
      open={popup !== null}
      title={t('auth.loginTitle')}
      closeLabel={t('common.close')}
      onClose={() => ui.closeLoginPopup()}
    >
      {popup && (
        <>
          <LoginForm navigateTo={popup.next ?? false} onSignedIn={() => ui.closeLoginPopup()} />
          <AuthLinks show={['register', 'forget']} />
        </>
      )}
    </Modal>
  );
});
