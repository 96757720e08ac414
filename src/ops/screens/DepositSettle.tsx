import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsDepositOrder } from '@common/generated/api';
import { opsCall } from '../api';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { formatAmount } from '../ui/format';
import { REASON_MAX, validReason } from '../ui/reason';
import { useDialogAction } from '../ui/useDialogAction';

/**
 * Settling a stuck deposit order by hand (POST /ops/api/deposits/:id/settle): a reason always, and four eyes. With no
 * settlement yet this requests one; with one awaiting a second operator it confirms it and the member is credited. A
 * refusal (the requester confirming their own request) stays in the dialog as an alert.
 */
export function DepositSettle({
  order,
  onDone,
  onClose,
}: {
  order: OpsDepositOrder;
  onDone: (row: OpsDepositOrder) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('deposits');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const { busy, error, run } = useDialogAction(t, onDone);
  const confirming = order.settlement?.state === 'awaiting_second';
  const values = {
    id: order.id,
    account: order.account,
    amount: formatAmount(order.amount),
    by: order.settlement?.requestedBy ?? '',
    reason: order.settlement?.reason ?? '',
  };

  const submit = () =>
    run(
      () => opsCall('opsDepositSettle', { params: { id: order.id }, body: { reason: reason.trim() } }),
      () => {
        const invalid = !validReason(reason);
        if (invalid) setReasonError(t('settle.reasonRequired'));
        return invalid;
      },
    );

  return (
    <Dialog
      title={t(confirming ? 'settle.confirmTitle' : 'settle.requestTitle', values)}
      confirmLabel={t(confirming ? 'settle.confirm' : 'settle.request')}
      busy={busy}
      error={error}
      onConfirm={() => void submit()}
      onClose={onClose}
    >
      <p css={{ margin: 0 }}>{t(confirming ? 'settle.confirmBody' : 'settle.requestBody', values)}</p>
      <Field
        label={t('settle.reason')}
        hint={t('settle.reasonHint')}
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
