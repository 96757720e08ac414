import { useTheme } from '@emotion/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsAdjustment } from '@common/generated/api';
import { opsCall } from '../api';
import { errorCode, opsErrorText } from '../errorText';
import { BrandFilterField } from '../ui/BrandFilterField';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { formatAmount } from '../ui/format';

type Direction = 'credit' | 'debit';
interface Draft {
  brand: string;
  account: string;
  direction: Direction;
  amount: string;
  reason: string;
}
const EMPTY: Draft = { brand: '', account: '', direction: 'credit', amount: '', reason: '' };
const AMOUNT = /^(0|[1-9]\d{0,12})(\.\d{1,2})?$/;
// eslint-disable-next-line no-control-regex -- the rule is about control characters
const CONTROL = /[\u0000-\u001f\u007f]/;
const REASON_MAX = 200;

/** "12.5" → "12.50": the API takes Money strings with exactly two decimals. */
const money = (text: string) => {
  const [whole, fraction = ''] = text.trim().split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
};
const newKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `adj-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * A manual credit or debit (POST /ops/api/adjustments): member by user name and brand, amount, a reason the member
 * reads in their inbox, then a confirmation dialog. The idempotency key is made once per submission and kept until
 * the server answers, so a retry after a network error cannot move the money twice; editing the form starts anew.
 */
export function AdjustmentForm({ onDone }: { onDone: (row: OpsAdjustment) => void }) {
  const { t } = useTranslation('adjustments');
  const theme = useTheme();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const key = useRef<string | undefined>(undefined);
  // A lost request: the dialog offers to try again (with the same key).
  const [lost, setLost] = useState(false);
  const set = (name: keyof Draft, value: string) => {
    key.current = undefined;
    setLost(false);
    setDraft((d) => ({ ...d, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  function check(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!/^[a-z0-9-]{1,40}$/.test(draft.brand)) found.brand = t('form.brandRequired');
    if (!draft.account.trim() || CONTROL.test(draft.account)) found.account = t('form.accountRequired');
    if (!AMOUNT.test(draft.amount.trim()) || Number(draft.amount) <= 0) found.amount = t('form.amountInvalid');
    if (!draft.reason.trim() || CONTROL.test(draft.reason)) found.reason = t('form.reasonRequired');
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length === 0) setConfirming(true);
  }

  async function submit() {
    key.current ??= newKey();
    setBusy(true);
    setFailure(undefined);
    try {
      const row = await opsCall('opsAdjustmentCreate', {
        body: {
          brandId: draft.brand,
          account: draft.account.trim(),
          direction: draft.direction,
          amount: money(draft.amount),
          reason: draft.reason.trim(),
          idempotencyKey: key.current,
        },
      });
      key.current = undefined;
      setLost(false);
      setConfirming(false);
      setDraft(EMPTY);
      onDone(row);
    } catch (error) {
      // Only an answer from the server ends this submission; a lost request is retried with the same key.
      const network = errorCode(error) === 'network';
      if (!network) key.current = undefined;
      setLost(network);
      setFailure(opsErrorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  const values = {
    amount: formatAmount(money(draft.amount || '0')),
    account: draft.account.trim(),
    brand: draft.brand,
  };
  return (
    <>
      <form
        aria-labelledby="adjustment-form-title"
        onSubmit={check}
        noValidate
        css={{ display: 'grid', gap: theme.spacing.md, maxWidth: 480 }}
      >
        <h2 id="adjustment-form-title">{t('form.title')}</h2>
        <BrandFilterField
          label={t('form.brand')}
          permission="adjustments.make"
          value={draft.brand}
          onChange={(v) => set('brand', v)}
        />
        {errors.brand && <span css={{ color: theme.colors.danger }}>{errors.brand}</span>}
        <Field
          label={t('form.account')}
          value={draft.account}
          error={errors.account}
          maxLength={40}
          required
          onChange={(e) => set('account', e.target.value)}
        />
        <fieldset css={{ border: 'none', padding: 0, margin: 0, display: 'flex', gap: theme.spacing.lg }}>
          <legend css={{ fontWeight: theme.font.weightBold }}>{t('form.direction')}</legend>
          {(['credit', 'debit'] as const).map((d) => (
            <label key={d}>
              <input
                type="radio"
                name="direction"
                value={d}
                checked={draft.direction === d}
                onChange={() => set('direction', d)}
              />{' '}
              {t(`direction.${d}`)}
            </label>
          ))}
        </fieldset>
        <Field
          label={t('form.amount')}
          hint={t('form.amountHint')}
          inputMode="decimal"
          value={draft.amount}
          error={errors.amount}
          required
          onChange={(e) => set('amount', e.target.value)}
        />
        <Field
          label={t('form.reason')}
          hint={t('form.reasonHint')}
          value={draft.reason}
          error={errors.reason}
          maxLength={REASON_MAX}
          required
          onChange={(e) => set('reason', e.target.value)}
        />
        <div>
          <Button type="submit" tone="primary">
            {t('form.submit')}
          </Button>
        </div>
      </form>
      {confirming && (
        <Dialog
          title={t(`confirm.${draft.direction}`, values)}
          confirmLabel={t(lost ? 'confirm.retry' : 'confirm.button')}
          tone={draft.direction === 'debit' ? 'danger' : 'primary'}
          busy={busy}
          error={failure}
          onConfirm={() => void submit()}
          onClose={() => setConfirming(false)}
        >
          <p css={{ margin: 0 }}>{t('confirm.body', { reason: draft.reason.trim() })}</p>
        </Dialog>
      )}
    </>
  );
}
