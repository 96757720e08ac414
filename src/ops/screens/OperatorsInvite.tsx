import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsOperator, OpsOperatorCreateReply } from '@common/generated/api';
import { opsCall } from '../api';
import { opsErrorText } from '../errorText';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { RolesEditor, grantsOf, type DraftGrant } from './OperatorsRoles';

const USERNAME = /^[a-z0-9_.]{3,20}$/;

/**
 * Inviting an operator: a user name and roles, then the one-time initial password in its own dialog with a copy button
 * (the server keeps only its hash, so closing the dialog is the last chance to see it).
 */
export function OperatorInvite({ onDone, onClose }: { onDone: (row: OpsOperator) => void; onClose: () => void }) {
  const { t } = useTranslation('operators');
  const [username, setUsername] = useState('');
  const [usernameError, setUsernameError] = useState<string>();
  const [draft, setDraft] = useState<DraftGrant[]>([{ role: 'viewer', brand: '' }]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [invited, setInvited] = useState<OpsOperatorCreateReply>();

  async function invite() {
    setError(undefined);
    const name = username.trim().toLowerCase();
    if (!USERNAME.test(name)) return setUsernameError(t('invite.usernameInvalid'));
    const checked = grantsOf(draft);
    if ('problem' in checked) return setError(t(checked.problem));
    setBusy(true);
    try {
      setInvited(await opsCall('opsOperatorCreate', { body: { username: name, roles: checked.grants } }));
    } catch (failure) {
      setError(opsErrorText(t, failure));
      setBusy(false);
    }
  }

  if (invited) return <InitialPassword reply={invited} onClose={() => onDone(invited.operator)} />;
  return (
    <Dialog
      title={t('invite.title')}
      confirmLabel={t('invite.confirm')}
      busy={busy}
      error={error}
      onConfirm={() => void invite()}
      onClose={onClose}
    >
      <Field
        label={t('invite.username')}
        hint={t('invite.usernameHint')}
        error={usernameError}
        required
        autoComplete="off"
        maxLength={20}
        value={username}
        onChange={(e) => {
          setUsername(e.target.value);
          setUsernameError(undefined);
        }}
        autoFocus
      />
      <RolesEditor value={draft} onChange={setDraft} />
    </Dialog>
  );
}

/** The initial password, once, with a copy button whose result is announced. */
function InitialPassword({ reply, onClose }: { reply: OpsOperatorCreateReply; onClose: () => void }) {
  const { t } = useTranslation('operators');
  const [copied, setCopied] = useState('');
  const name = reply.operator.username;
  const copy = () =>
    navigator.clipboard.writeText(reply.initialPassword).then(
      () => setCopied(t('invite.copied')),
      () => setCopied(t('invite.copyFailed')),
    );
  return (
    <Dialog
      title={t('invite.passwordTitle', { name })}
      confirmLabel={t('invite.done')}
      onConfirm={onClose}
      onClose={onClose}
    >
      <p css={{ margin: 0 }}>{t('invite.passwordBody', { name })}</p>
      <label css={{ display: 'grid', gap: 4, fontWeight: 700 }}>
        {t('invite.passwordLabel')}
        <input
          readOnly
          value={reply.initialPassword}
          onFocus={(e) => e.target.select()}
          css={{ font: '16px monospace', padding: 8 }}
        />
      </label>
      <div css={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Button onClick={() => void copy()}>{t('invite.copy')}</Button>
        <span role="status">{copied}</span>
      </div>
    </Dialog>
  );
}
