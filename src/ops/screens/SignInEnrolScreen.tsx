import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { OpsTotpStartReply } from '@common/generated/api';
import { opsCall, opsToken } from '../api';
import { opsErrorText } from '../errorText';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Panel } from '../ui/Panel';

/** The secret for typing into an app by hand, from the otpauth URL. */
const secretOf = (url: string) => {
  try {
    return new URL(url).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
};

/**
 * Two-factor enrolment, required by the operator's role before anything else: scan the QR (the server's SVG shown as
 * an image, so none of its markup runs in the page), confirm with a code, then keep the recovery codes, shown once.
 */
export function SignInEnrolScreen() {
  const { t } = useTranslation('signIn');
  const navigate = useNavigate();
  const [setup, setSetup] = useState<OpsTotpStartReply>();
  const [loadError, setLoadError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [saved, setSaved] = useState(false);
  const token = opsToken.get();

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    opsCall('opsTotpStart', { signal: controller.signal }).then(setSetup, (failure: unknown) => {
      if (!controller.signal.aborted) setLoadError(opsErrorText(t, failure));
    });
    return () => controller.abort();
  }, [token, attempt, t]);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    setBusy(true);
    try {
      const reply = await opsCall('opsTotpConfirm', { body: { code: code.trim() } });
      setRecoveryCodes(reply.recoveryCodes);
    } catch (failure) {
      setError(opsErrorText(t, failure));
    } finally {
      setBusy(false);
    }
  }

  if (!token) return <Navigate to="/sign-in" replace />;
  if (recoveryCodes)
    return (
      <Panel title={t('enrol.codesTitle')}>
        <p role="status">{t('enrol.done')}</p>
        <p>{t('enrol.codesBody')}</p>
        <ul aria-label={t('enrol.codesTitle')} css={{ fontFamily: 'monospace', fontSize: 16, columns: 2 }}>
          {recoveryCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <label css={{ display: 'flex', gap: 8 }}>
          <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
          {t('enrol.saved')}
        </label>
        <Button tone="primary" disabled={!saved} onClick={() => navigate('/', { replace: true })}>
          {t('enrol.continue')}
        </Button>
      </Panel>
    );
  return (
    <Panel title={t('enrol.title')}>
      <p>{t('enrol.body')}</p>
      {loadError ? (
        <div role="alert">
          <p>{loadError}</p>
          <Button onClick={() => (setLoadError(undefined), setAttempt((n) => n + 1))}>{t('retry')}</Button>
        </div>
      ) : !setup ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
            alt={t('enrol.qrAlt')}
            width={200}
            height={200}
            css={{ justifySelf: 'center', background: '#fff' }}
          />
          <p>
            {t('enrol.manual')} <code>{secretOf(setup.otpauthUrl)}</code>
          </p>
          <form onSubmit={(e) => void confirm(e)} noValidate css={{ display: 'grid', gap: 16 }}>
            <Field
              label={t('totp')}
              hint={t('totpHint')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={error}
            />
            <Button type="submit" tone="primary" disabled={busy}>
              {t('enrol.confirm')}
            </Button>
          </form>
        </>
      )}
    </Panel>
  );
}
