import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/apiErrorText';
import { callApi } from '../../api/callApi';
import { sessionFromSignIn } from '../../stores/sessionFromSignIn';

import { paths } from '../../registry/paths';
import { TOAST_MS } from '../../stores/FeedbackStore';
import { useStores } from '../../stores/StoresContext';
import { useCompleteSignIn } from './useCompleteSignIn';

/** Test-play loading limit (SPEC §9: 9999 s; the trial reply or its failure ends it). */
const TRIAL_LOADING_MS = 9_999_000;

/** Free play: a trial account under the brand's trial merchant, then home (SPEC §4 trial). */
export function useTrialLogin() {
  const { feedback } = useStores();
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  return async () => {
    feedback.showToast({ kind: 'loading', message: t('auth.in_please_wait'), duration: TRIAL_LOADING_MS });
    try {
      // A trial (free play) account under the brand's trial merchant.
      const session = sessionFromSignIn((await callApi('memberTrialUser')).value);
      // A trial indicator of 0 means the server gave an ordinary session: stay on the page (SPEC §2).
      await completeSignIn(session, { navigateTo: session.trial ? paths.home : false });
    } catch (error) {
      feedback.hideLoading();
      feedback.showToast({ kind: 'error', message: apiErrorText(t, error), duration: TOAST_MS.short });
    }
  };
}
