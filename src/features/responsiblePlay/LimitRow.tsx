import type { RpLimit, RpOverview } from '@common/generated/api';
import styled from '@emotion/styled';
import { decimalToCents } from '@common/money';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton, SecondaryButton } from '../../ui/Button';
import { FormAlert } from '../../ui/form/FormLayout';
import { TextField } from '../../ui/form/TextField';
import { useSubmit } from '../../ui/form/useSubmit';
import { callApi } from '../../api/callApi';
import { useRpFormat } from './useRpFormat';

const Row = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h3,
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Pending = styled.p`
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const MONEY = /^\d{1,9}(\.\d{1,2})?$/;

/** The new value as the server takes it, or the i18n key of why it cannot be. */
function parseValue(limit: RpLimit, raw: string): { amount: string } | { minutes: number } | { problem: string } {
  const text = raw.trim().replace(/,/g, '');
  if (limit.key === 'session') {
    const minutes = Number(text);
    return Number.isInteger(minutes) && minutes >= 5 && minutes <= 1440 ? { minutes } : { problem: 'rp.minutesRange' };
  }
  if (!MONEY.test(text) || Number(text) <= 0) return { problem: 'rp.amountInvalid' };
  return { amount: Number(text).toFixed(2) };
}

/**
 * One limit: what is in force and used, a pending raise or removal (confirm once due, or cancel), and a field to set a
 * new value. Lowering applies at once; raising or removing waits 24 hours and a second confirmation (the server says
 * which by returning the limit with `pending`).
 */
export function LimitRow({ limit, onChange }: { limit: RpLimit; onChange: (overview: RpOverview) => void }) {
  const { t } = useTranslation();
  const { money, when } = useRpFormat();
  const headingId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const { busy, problem, run } = useSubmit();
  const name = t(`rp.limitName.${limit.key.replace('.', '_')}`);
  const isSession = limit.key === 'session';
  const current = isSession ? limit.minutes : limit.amount;
  const show = (v: string | number) => (isSession ? t('rp.minutes', { count: Number(v) }) : money(String(v)));

  const apply = (action: () => Promise<{ value: RpOverview }>) =>
    void run(async () => (await action()).value, {
      onSuccess: (overview) => {
        setValue('');
        onChange(overview);
      },
      success: t('rp.saved'),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = parseValue(limit, value);
    if ('problem' in parsed) {
      setError(parsed.problem);
      return;
    }
    setError(undefined);
    apply(() => callApi('rpSetLimit', { body: { key: limit.key, ...parsed } }));
  };

  const pending = limit.pending;
  // Money limits compare as centavos; the session limit as whole minutes.
  const reached =
    current !== undefined &&
    (isSession
      ? Number(limit.used) >= Number(current)
      : decimalToCents(limit.used)! >= decimalToCents(String(current))!);
  return (
    <Row aria-labelledby={headingId}>
      <h3 id={headingId}>{name}</h3>
      <p>{current === undefined ? t('rp.noLimit') : t('rp.current', { value: show(current) })}</p>
      <p>
        {isSession ? t('rp.usedSession', { value: show(limit.used) }) : t('rp.used', { value: money(limit.used) })}
        {limit.resetsAt !== undefined && ` · ${t('rp.resetsAt', { time: when(limit.resetsAt) })}`}
      </p>
      {reached && (
        <Pending role="status">
          {limit.resetsAt === undefined ? t('rp.reachedSession') : t('rp.reached', { time: when(limit.resetsAt) })}
        </Pending>
      )}
      {pending && (
        <>
          <Pending role="status">
            {pending.remove
              ? t('rp.pendingRemove', { time: when(pending.effectiveAt) })
              : t('rp.pendingRaise', {
                  value: show(pending.minutes ?? pending.amount ?? ''),
                  time: when(pending.effectiveAt),
                })}
          </Pending>
          <Actions>
            {pending.confirmable && (
              <PrimaryButton
                type="button"
                disabled={busy}
                onClick={() => apply(() => callApi('rpConfirmLimit', { body: { key: limit.key } }))}
              >
                {t('rp.confirmChange')}
              </PrimaryButton>
            )}
            <SecondaryButton
              type="button"
              disabled={busy}
              onClick={() => apply(() => callApi('rpCancelLimit', { body: { key: limit.key } }))}
            >
              {t('rp.cancelChange')}
            </SecondaryButton>
          </Actions>
        </>
      )}
      <form noValidate onSubmit={submit} aria-label={name}>
        <TextField
          name={`limit-${limit.key}`}
          label={t(isSession ? 'rp.newMinutes' : 'rp.newAmount', { name })}
          value={value}
          onChange={setValue}
          error={error ? t(error) : undefined}
          inputMode={isSession ? 'numeric' : 'decimal'}
          autoComplete="off"
          maxLength={12}
        />
        <FormAlert>{problem}</FormAlert>
        <Actions>
          <PrimaryButton type="submit" disabled={busy}>
            {t('rp.save')}
          </PrimaryButton>
          {current !== undefined && !pending?.remove && (
            <SecondaryButton
              type="button"
              disabled={busy}
              onClick={() => apply(() => callApi('rpSetLimit', { body: { key: limit.key, remove: true } }))}
            >
              {t('rp.removeLimit')}
            </SecondaryButton>
          )}
        </Actions>
      </form>
    </Row>
  );
}
