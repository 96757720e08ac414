import { useTranslation } from 'react-i18next';
import { AuthLinks } from './AuthLinks';
import { AuthPage } from './AuthPage';
import { LoginForm } from './LoginForm';

/** /m/login: the login form, then the page the player was going to (`?redirect=`) or home. */
export default function LoginScreen() {
  const { t } = useTranslation();
  return (
    <AuthPage title={t('auth.loginTitle')}>
      <LoginForm />
      <AuthLinks show={['home', 'register', 'forget', 'service', 'download']} />
    </AuthPage>
  );
}
