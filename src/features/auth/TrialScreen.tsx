import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../ui/Button';
import { AuthLinks } from './AuthLinks';
import { AuthPage } from './AuthPage';
import { useTrialLogin } from './useTrialLogin';

/** /m/trail: what free play is, and the button that starts it. */
export default function TrialScreen() {
  const { t } = useTranslation();
  const startTrial = useTrialLogin();
  return (
    <AuthPage title={t('route.trail')}>
      <p>{t('auth.trialIntro')}</p>
      <PrimaryButton type="button" onClick={() => void startTrial()}>
        {t('auth.trialButton')}
      </PrimaryButton>
      <AuthLinks show={['home', 'login', 'register']} />
    </AuthPage>
  );
}
