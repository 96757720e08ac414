import type { RpDuration, RpExclusion } from '@common/generated/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton, SecondaryButton } from '../../ui/Button';
import { FormAlert, FormStack } from '../../ui/form/FormLayout';
import { TextField } from '../../ui/form/TextField';
import { useSubmit } from '../../ui/form/useSubmit';
import { AnswerDialog } from '../../ui/AnswerDialog';
import { callApi } from '../../api/callApi';

/** Time-outs end on their own; self-exclusions are the long ones (6 months and more). */
export const isSelfExclusion = (duration: RpDuration) => ['6m', '1y', '5y'].includes(duration);

/**
 * The confirmation of a time-out or self-exclusion (role=alertdialog): what happens (signed out everywhere, no
 * sign-in until the end, and for a self-exclusion that the first 6 months cannot be undone), then the sign-in password
 * so someone else at an open screen cannot do it.
 */
export function ExclusionDialog({
  duration,
  onCancel,
  onDone,
}: {
  duration: RpDuration | undefined;
  onCancel: () => void;
  onDone: (exclusion: RpExclusion) => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const { busy, problem, run } = useSubmit();
  const self = duration !== undefined && isSelfExclusion(duration);
  const length = duration ? t(`rp.duration.${duration}`) : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !duration) return;
    if (!password) {
      setError(t('rp.exclusion.passwordNeeded'));
      return;
    }
    setError(undefined);
    void run(async () => (await callApi('rpExclude', { body: { duration, password } })).value.exclusion, {
      onSuccess: onDone,
      onError: () => setPassword(''),
    });
  };
  const cancel = () => {
    setPassword('');
    setError(undefined);
    onCancel();
  };

  return (
    <AnswerDialog
      open={duration !== undefined}
      role="alertdialog"
      title={t(self ? 'rp.exclusion.selfTitle' : 'rp.exclusion.timeoutTitle', { length })}
      onCancel={cancel}
    >
      <p>{t('rp.exclusion.whatHappens', { length })}</p>
      {self && <p>{t('rp.exclusion.cannotUndo')}</p>}
      <p>{t('rp.exclusion.withdrawals')}</p>
      <FormStack noValidate onSubmit={submit}>
        <TextField
          name="exclusionPassword"
          type="password"
          label={t('rp.exclusion.password')}
          value={password}
          onChange={setPassword}
          error={error}
          autoComplete="current-password"
          maxLength={128}
        />
        <FormAlert>{problem}</FormAlert>
        <PrimaryButton type="submit" disabled={busy}>
          {t(self ? 'rp.exclusion.confirmSelf' : 'rp.exclusion.confirmTimeout', { length })}
        </PrimaryButton>
        <SecondaryButton type="button" onClick={cancel}>
          {t('common.cancel')}
        </SecondaryButton>
      </FormStack>
    </AnswerDialog>
  );
}
