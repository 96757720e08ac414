import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsOperator } from '@common/generated/api';
import { opsCall } from '../api';
import { opsErrorText } from '../errorText';
import { Dialog } from '../ui/Dialog';

export type OperatorAction = 'disable' | 'enable' | 'resetTotp';

const call = (action: OperatorAction, id: number) =>
  action === 'disable'
    ? opsCall('opsOperatorDisable', { params: { id }, body: {} })
    : action === 'enable'
      ? opsCall('opsOperatorEnable', { params: { id }, body: {} })
      : opsCall('opsOperatorTotpReset', { params: { id } });

/**
 * Confirming disable, enable or a 2FA reset of one operator. A refusal (disabling yourself, the last owner) stays in
 * the dialog as an alert with its words.
 */
export function OperatorConfirm({
  operator,
  action,
  onDone,
  onClose,
}: {
  operator: OpsOperator;
  action: OperatorAction;
  onDone: (row: OpsOperator) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('operators');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const name = operator.username;

  async function confirm() {
    setError(undefined);
    setBusy(true);
    try {
      onDone(await call(action, operator.id));
    } catch (failure) {
      setError(opsErrorText(t, failure));
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={t(`${action}.title`, { name })}
      confirmLabel={t(`${action}.confirm`)}
      tone={action === 'enable' ? 'primary' : 'danger'}
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <p css={{ margin: 0 }}>{t(`${action}.body`, { name })}</p>
    </Dialog>
  );
}
