import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsApplication } from '@common/generated/api';
import { opsCall } from '../api';
import { opsErrorText } from '../errorText';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';

export type Decision = 'approve' | 'reject';

const MONEY = /^(0|[1-9][0-9]{0,12})(\.[0-9]{1,2})?$/;
// eslint-disable-next-line no-control-regex -- the rule is about control characters
const validReason = (text: string) => text.trim().length > 0 && !/[\u0000-\u001f\u007f]/.test(text);
const moneyOf = (text: string) => {
  const [whole, fraction = ''] = text.trim().split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
};

/**
 * Approving an application (the reward: the activity's amount, which the operator may change, or one they must give
 * when the activity has none) or rejecting it with the reason the member sees.
 */
export function ApplicationDecision({
  item,
  decision,
  onDone,
  onClose,
}: {
  item: OpsApplication;
  decision: Decision;
  onDone: (row: OpsApplication) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('applications');
  const [text, setText] = useState(decision === 'approve' ? (item.activityReward ?? '') : '');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = item.application.id;
  const values = { id, account: item.account, activity: item.activityTitle };

  async function submit() {
    setError(undefined);
    const approve = decision === 'approve';
    const ok = approve ? MONEY.test(text.trim()) && Number(text) > 0 : validReason(text);
    if (!ok) {
      setFieldError(t(approve ? 'approve.amountInvalid' : 'reject.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      const row = approve
        ? await opsCall('opsPromotionApprove', { params: { id }, body: { amount: moneyOf(text) } })
        : await opsCall('opsPromotionReject', { params: { id }, body: { reason: text.trim() } });
      onDone(row);
    } catch (failure) {
      setError(opsErrorText(t, failure));
      setBusy(false);
    }
  }

  const field = decision === 'approve' ? 'approve.amount' : 'reject.reason';
  return (
    <Dialog
      title={t(`${decision}.title`, values)}
      confirmLabel={t(`${decision}.confirm`)}
      tone={decision === 'reject' ? 'danger' : 'primary'}
      busy={busy}
      error={error}
      onConfirm={() => void submit()}
      onClose={onClose}
    >
      <p css={{ margin: 0 }}>{t(`${decision}.body`, values)}</p>
      <Field
        label={t(field)}
        hint={t(`${field}Hint`)}
        error={fieldError}
        required
        inputMode={decision === 'approve' ? 'decimal' : undefined}
        maxLength={decision === 'approve' ? 16 : 200}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setFieldError(undefined);
        }}
        autoFocus
      />
    </Dialog>
  );
}
