import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsRolePolicyParams } from '@common/generated/api';
import { useRemoteData } from '../../api/useRemoteData';
import { opsCall } from '../api';
import { opsErrorText } from '../errorText';
import { ListState } from '../ui/ListState';

/**
 * The per-role "2FA required" switches (GET /ops/api/roles, PUT /ops/api/roles/:role/policy). Each switch saves at
 * once; the result or the refusal is announced.
 */
export function OperatorsPolicy() {
  const { t } = useTranslation('operators');
  const roles = useRemoteData(() => opsCall('opsRoles'), []);
  // Each switch shows its new value at once, then the server's answer (the list also reloads); a refusal undoes it.
  const [shown, setShown] = useState<Partial<Record<string, boolean>>>({});
  const [busy, setBusy] = useState<string>();
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');

  async function toggle(role: OpsRolePolicyParams['role'], totpRequired: boolean) {
    setBusy(role);
    setShown((s) => ({ ...s, [role]: totpRequired }));
    setStatus('');
    setError('');
    try {
      const saved = await opsCall('opsRolePolicy', { params: { role }, body: { totpRequired } });
      setShown((s) => ({ ...s, [role]: saved.totpRequired }));
      const key = saved.totpRequired ? 'result.policyOn' : 'result.policyOff';
      setStatus(t(key, { role: t(`role.${saved.role}`) }));
      roles.retry();
    } catch (failure) {
      setShown((s) => ({ ...s, [role]: undefined }));
      setError(opsErrorText(t, failure));
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <section aria-labelledby="operators-policy-title" css={{ marginTop: 32 }}>
      <h2 id="operators-policy-title">{t('policy.title')}</h2>
      <p>{t('policy.body')}</p>
      <ListState
        loading={roles.loading}
        failed={roles.failed}
        error={roles.error}
        empty={roles.data ? roles.data.list.length === 0 : undefined}
        emptyText=""
        retry={roles.retry}
      >
        <ul css={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
          {roles.data?.list.map((r) => (
            <li key={r.role}>
              <label css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <input
                  type="checkbox"
                  role="switch"
                  checked={shown[r.role] ?? r.totpRequired}
                  aria-busy={busy === r.role || undefined}
                  disabled={busy !== undefined}
                  onChange={(e) => void toggle(r.role, e.target.checked)}
                />
                {t('policy.required', { role: t(`role.${r.role}`) })}
              </label>
            </li>
          ))}
        </ul>
      </ListState>
      <p role="status">{status}</p>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
