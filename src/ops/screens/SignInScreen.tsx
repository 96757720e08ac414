import { useTheme } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ApiContract } from '@common/generated/api';
import { wantsCaptcha } from '../../api/apiErrorText';
import { useCaptcha } from '../../api/useCaptcha';
import { opsCall, opsToken } from '../api';
import { errorCode, opsErrorText } from '../errorText';
import { LanguageSwitch } from '../shell/LanguageSwitch';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Panel } from '../ui/Panel';

type SignInBody = ApiContract['opsSignIn']['body'];

/** Only paths inside the console: `next` comes from the URL and must not send the operator elsewhere. */
const safeNext = (next: string | null) => (next && /^\/(?!\/)/.test(next) ? next : '/');
/** The player page the QA drawer sent the operator from (`?player=/m/…`): only a player path on this origin. */
const playerPage = (player: string | null) => (player && /^\/m\/[^/]/.test(player) ? player : undefined);

/**
 * Operator sign-in: user name and password; the default brand's captcha when the server asks for one; then, for an
 * operator with two-factor sign-in, the 6-digit code (or a recovery code) and the same request again with it.
 */
export function SignInScreen() {
  const { t } = useTranslation('signIn');
  const navigate = useNavigate();
  const theme = useTheme();
  const [search] = useSearchParams();
  const captcha = useCaptcha(false);
  const [values, setValues] = useState({ username: '', password: '', captcha: '', code: '' });
  const [step, setStep] = useState<'password' | 'totp' | 'recovery'>('password');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    setBusy(true);
    const body: SignInBody = { username: values.username.trim(), password: values.password };
    if (captcha.shown) Object.assign(body, { captcha: values.captcha, captchaId: captcha.captcha?.captchaId });
    if (step === 'totp') body.totp = values.code.trim();
    if (step === 'recovery') body.recoveryCode = values.code.trim();
    try {
      if (captcha.shown) await captcha.proven();
      const reply = await opsCall('opsSignIn', { body });
      opsToken.set(reply.token);
      const player = playerPage(search.get('player'));
      // Back to the player page, whose QA drawer finds this tab's console session.
      if (player && !reply.mustEnrolTotp) return window.location.assign(player);
      navigate(reply.mustEnrolTotp ? '/enrol' : safeNext(search.get('next')), { replace: true });
    } catch (failure) {
      const code = errorCode(failure);
      // The password was right: ask for the second factor, and send everything again with it.
      if (code === 'ops.totp.required') {
        setStep((s) => (s === 'password' ? 'totp' : s));
        if (step !== 'password') setError(opsErrorText(t, failure));
      } else setError(opsErrorText(t, failure));
      // A captcha is single use: after a refusal with one shown, or one asking for one, load a fresh one.
      if (captcha.shown || wantsCaptcha(failure) || code === 'captcha.invalid') {
        setValues((v) => ({ ...v, captcha: '' }));
        captcha.load();
      }
    } finally {
      setBusy(false);
    }
  }

  const secondFactor = step !== 'password';
  return (
    <Panel title={t('title')}>
      <div css={{ justifySelf: 'end' }}>
        <LanguageSwitch />
      </div>
      <form onSubmit={(e) => void submit(e)} noValidate css={{ display: 'grid', gap: 16 }}>
        <Field
          label={t('username')}
          name="username"
          autoComplete="username"
          required
          maxLength={40}
          value={values.username}
          onChange={set('username')}
          readOnly={secondFactor}
        />
        <Field
          label={t('password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={64}
          value={values.password}
          onChange={set('password')}
          readOnly={secondFactor}
        />
        {captcha.shown && (
          <div css={{ display: 'flex', gap: 12, alignItems: 'end' }}>
            <div css={{ flex: 1 }}>
              <Field
                label={t('captcha')}
                name="captcha"
                inputMode="numeric"
                autoComplete="off"
                maxLength={6}
                value={values.captcha}
                onChange={set('captcha')}
              />
            </div>
            <Button aria-label={t('newCaptcha')} onClick={() => captcha.load()} css={{ padding: 0 }}>
              {captcha.captcha ? (
                <img src={captcha.captcha.image} alt="" width={96} height={36} />
              ) : (
                t(captcha.failed ? 'captchaFailed' : 'captchaLoading')
              )}
            </Button>
          </div>
        )}
        {step === 'totp' && (
          <Field
            label={t('totp')}
            hint={t('totpHint')}
            name="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            value={values.code}
            onChange={set('code')}
            autoFocus
          />
        )}
        {step === 'recovery' && (
          <Field
            label={t('recoveryCode')}
            hint={t('recoveryHint')}
            name="recoveryCode"
            autoComplete="off"
            maxLength={40}
            value={values.code}
            onChange={set('code')}
            autoFocus
          />
        )}
        <div role="alert" css={{ minHeight: '1.2em', color: theme.colors.danger }}>
          {error}
        </div>
        <Button type="submit" tone="primary" disabled={busy}>
          {t(secondFactor ? 'verify' : 'submit')}
        </Button>
        {secondFactor && (
          <Button
            onClick={() => {
              setStep(step === 'totp' ? 'recovery' : 'totp');
              setValues((v) => ({ ...v, code: '' }));
              setError(undefined);
            }}
          >
            {t(step === 'totp' ? 'useRecovery' : 'useTotp')}
          </Button>
        )}
      </form>
    </Panel>
  );
}
