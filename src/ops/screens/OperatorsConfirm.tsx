import { useTranslation } from 'react-i18next';
import type { OpsOperator } from '@common/generated/api';
import { opsCall } from '../api';
import { Dialog } from '../ui/Dialog';
import { useDialogAction } from '../ui/useDialogAction';

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
  const { busy, error, run } = useDialogAction(t, onDone);
  const name = operator.username;

  const confirm = () => run(() => call(action, operator.id));

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
