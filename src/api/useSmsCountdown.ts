import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '../stores/FeedbackStore';
import { useStores } from '../stores/StoresContext';
import { apiErrorText } from './apiErrorText';
import { callApi } from './callApi';

/** SPEC §9's module id of the verification-code sends. */
const SMS_MODULE = 'VERIFICATION3';

/** Which SMS code: mobile login, mobile registration, or set-password-by-phone. */
export type SmsPurpose = 'login' | 'register' | 'password';
const SMS_ENDPOINT = {
  login: 'verificationSmsNoLogin',
  register: 'verificationSmsRegister',
  password: 'verificationSms',
} as const satisfies Record<SmsPurpose, string>;

/** SMS send loading limit (SPEC §9: 10 s). */
const SMS_LOADING_MS = 10_000;
/** Countdown when the server gives no expiry (SPEC §9: default 60 s). */
const DEFAULT_COUNTDOWN_S = 60;

/**
 * The get-code button's state (SPEC §4): after a send it counts down expiredMinutes × 60 seconds and a send does
 * nothing while the countdown runs; `sent` turns on once a code went out (the code field is enabled then).
 */
export function useSmsCountdown(purpose: SmsPurpose) {
  const { feedback } = useStores();
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(0);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);

  useEffect(() => () => clearInterval(timer.current), []);

  const start = (total: number) => {
    setSeconds(total);
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      setSeconds((s) => {
        if (s <= 1) clearInterval(timer.current);
        return Math.max(0, s - 1);
      });
    }, 1000);
  };

  return {
    seconds,
    sent,
    busy: sending || seconds > 0,
    /** Sends a code to a number the caller has already validated. */
    async send(mobileNum: string, countryDialingCode: string): Promise<boolean> {
      if (sending || seconds > 0) return false;
      setSending(true);
      feedback.showToast({ kind: 'loading', message: t('auth.in_sms_sending'), duration: SMS_LOADING_MS });
      try {
        const { value } = await callApi(SMS_ENDPOINT[purpose], {
          // SPEC §7: every SMS send names its module; registration's also repeats the number as mobileNo.
          body: {
            mobileNum,
            countryDialingCode,
            module: SMS_MODULE,
            ...(purpose === 'register' ? { mobileNo: mobileNum } : {}),
          },
        });
        const minutes = value.expiredMinutes;

        feedback.showToast({ kind: 'success', message: t('auth.in_sms_send'), duration: TOAST_MS.successLong });
        setSent(true);
        start(minutes > 0 ? minutes * 60 : DEFAULT_COUNTDOWN_S);
        return true;
      } catch (error) {
        feedback.showToast({ kind: 'error', message: apiErrorText(t, error), duration: TOAST_MS.short });
        return false;
      } finally {
        setSending(false);
      }
    },
  };
}

export type SmsCountdown = ReturnType<typeof useSmsCountdown>;
