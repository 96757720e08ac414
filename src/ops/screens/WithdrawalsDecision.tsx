import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsWithdrawal } from '@common/generated/api';
import { opsCall } from '../api';
import { opsErrorText } from '../errorText';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { formatAmount } from '../ui/format';

export type Decision = 'approve' | 'reject';

/** The reason the player will see: the API's rule (one visible character at least, no control characters). */
const REASON_MAX = 200;
// eslint-disable-next-line no-control-regex -- the rule is about control characters
const validReason = (text: string) => text.trim().length > 0 && !/[\u0000-\u001f\u007f]/.test(text);

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
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const values = { id: withdrawal.id, account: withdrawal.account, amount: formatAmount(withdrawal.amount) };

  async function confirm() {
    setError(undefined);
    if (decision === 'reject' && !validReason(reason)) {
      setReasonError(t('reject.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      const row =
        decision === 'approve'
          ? await opsCall('opsWithdrawalApprove', { params: { id: withdrawal.id }, body: {} })
          : await opsCall('opsWithdrawalReject', { params: { id: withdrawal.id }, body: { reason: reason.trim() } });
      onDone(row);
    } catch (failure) {
      setError(opsErrorText(t, failure));
      setBusy(false);
    }
  }

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
