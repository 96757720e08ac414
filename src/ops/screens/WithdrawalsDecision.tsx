import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsWithdrawal } from '@common/generated/api';
import { opsCall } from '../api';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { formatAmount } from '../ui/format';
import { REASON_MAX, validReason } from '../ui/reason';
import { useDialogAction } from '../ui/useDialogAction';

export type Decision = 'approve' | 'reject';

/**
 * Approving (a confirmation) or rejecting (a required reason the player sees) one withdrawal. A refusal stays in the
 * dialog as an alert (e.g. four eyes: the same operator cannot give the second approval); success closes it and hands
 * the new row back.
 */
export function WithdrawalsDecision({
  withdrawal,
  decision,
  onDone,
  onClose,
}: {
  withdrawal: OpsWithdrawal;
  decision: Decision;
  onDone: (row: OpsWithdrawal) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('withdrawals');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const { busy, error, run } = useDialogAction(t, onDone);
  const values = { id: withdrawal.id, account: withdrawal.account, amount: formatAmount(withdrawal.amount) };

  const confirm = () =>
    run(
      () =>
        decision === 'approve'
          ? opsCall('opsWithdrawalApprove', { params: { id: withdrawal.id }, body: {} })
          : opsCall('opsWithdrawalReject', { params: { id: withdrawal.id }, body: { reason: reason.trim() } }),
      () => {
        const invalid = decision === 'reject' && !validReason(reason);
        if (invalid) setReasonError(t('reject.reasonRequired'));
        return invalid;
      },
    );

  if (decision === 'approve')
    return (
      <Dialog
        title={t(withdrawal.state === 'awaiting_second' ? 'approve.secondTitle' : 'approve.title', values)}
        confirmLabel={t('approve.confirm')}
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        onClose={onClose}
      >
        <p css={{ margin: 0 }}>{t('approve.body', values)}</p>
      </Dialog>
    );
  return (
    <Dialog
      title={t('reject.title', values)}
      confirmLabel={t('reject.confirm')}
      tone="danger"
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <p css={{ margin: 0 }}>{t('reject.body', values)}</p>
      <Field
        label={t('reject.reason')}
        hint={t('reject.reasonHint')}
        error={reasonError}
        required
        maxLength={REASON_MAX}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonError(undefined);
        }}
        autoFocus
      />
    </Dialog>
  );
}
