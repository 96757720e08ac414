import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../registry/paths';
import { TOAST_MS } from '../../stores/FeedbackStore';
import { useStores } from '../../stores/StoresContext';

/**
 * Invite friends needs the brand's referral promotion (REFERRAL). Off — also on a direct URL — the member is told
 * to contact customer service (2 s toast, SPEC §6) and sent home. Returns whether the screen may load.
 */
export function useReferralGate(): boolean {
  const { settings, feedback } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const on = settings.isOn('REFERRAL');
  useEffect(() => {
    if (on) return;
    feedback.showToast({ kind: 'info', message: t('roles.contact_service'), duration: TOAST_MS.info });
    navigate(paths.home, { replace: true });
  }, [on, feedback, navigate, t]);
  return on;
}
