import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsApplication } from '@common/generated/api';
import { opsCall } from '../api';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { REASON_MAX, validReason } from '../ui/reason';
import { useDialogAction } from '../ui/useDialogAction';

export type Decision = 'approve' | 'reject';

const MONEY = /^(0|[1-9][0-9]{0,12})(\.[0-9]{1,2})?$/;
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
  const { busy, error, run } = useDialogAction(t, onDone);
  const id = item.application.id;
  const values = { id, account: item.account, activity: item.activityTitle };

  const approve = decision === 'approve';
  const submit = () =>
    run(
      () =>
        approve
          ? opsCall('opsPromotionApprove', { params: { id }, body: { amount: moneyOf(text) } })
          : opsCall('opsPromotionReject', { params: { id }, body: { reason: text.trim() } }),
      () => {
        const ok = approve ? MONEY.test(text.trim()) && Number(text) > 0 : validReason(text);
        if (!ok) setFieldError(t(approve ? 'approve.amountInvalid' : 'reject.reasonRequired'));
        return !ok;
      },
    );

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
        maxLength={decision === 'approve' ? 16 : REASON_MAX}
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
