import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsGrants, OpsOperator } from '@common/generated/api';
import { opsCall } from '../api';
import { opsErrorText } from '../errorText';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

export const ROLES = ['owner', 'finance', 'support', 'brand_admin', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
/** One editable grant: the brand as typed ('' is every brand). */
export interface DraftGrant {
  role: Role;
  brand: string;
}

const BRAND = /^[a-z0-9-]{1,40}$/;

export const draftOf = (roles: OpsOperator['roles']): DraftGrant[] =>
  roles.map((g) => ({ role: g.role, brand: g.brandId ?? '' }));

/** The grants for the API, or the key of what is wrong with the draft (the server checks the brands exist). */
export function grantsOf(draft: DraftGrant[]): { grants: OpsGrants } | { problem: string } {
  const grants = draft.map((g) => ({ role: g.role, brandId: g.brand.trim() || null }));
  if (draft.some((g) => g.brand.trim() && !BRAND.test(g.brand.trim()))) return { problem: 'roles.brandInvalid' };
  const keys = new Set(grants.map((g) => `${g.role}@${g.brandId ?? ''}`));
  if (keys.size !== grants.length) return { problem: 'roles.duplicate' };
  return { grants };
}

/** The roles as words: "Finance (every brand), Support (lucky-peso)". */
export function RolesText({ roles }: { roles: OpsOperator['roles'] }) {
  const { t } = useTranslation('operators');
  if (!roles.length) return <>{t('noRoles')}</>;
  return (
    <>{roles.map((g) => t('grant', { role: t(`role.${g.role}`), brand: g.brandId ?? t('everyBrand') })).join(', ')}</>
  );
}

/** Rows of role + brand (empty brand: every brand), with add and remove; each field labelled by its number. */
export function RolesEditor({ value, onChange }: { value: DraftGrant[]; onChange: (next: DraftGrant[]) => void }) {
  const { t } = useTranslation('operators');
  const id = useId();
  const set = (i: number, patch: Partial<DraftGrant>) =>
    onChange(value.map((g, j) => (j === i ? { ...g, ...patch } : g)));
  return (
    <fieldset css={{ border: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
      <legend css={{ fontWeight: 700, marginBottom: 4 }}>{t('roles.legend')}</legend>
      <p id={`${id}-hint`} css={{ margin: 0, fontSize: 14 }}>
        {t('roles.brandHint')}
      </p>
      {value.length === 0 && <p css={{ margin: 0 }}>{t('roles.none')}</p>}
      {value.map((grant, i) => (
        <div key={i} css={{ display: 'flex', gap: 8, alignItems: 'end' }}>
          <label css={{ display: 'grid', gap: 2 }}>
            {t('roles.role', { n: i + 1 })}
            <select value={grant.role} onChange={(e) => set(i, { role: e.target.value as Role })}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`role.${r}`)}
                </option>
              ))}
            </select>
          </label>
          <label css={{ display: 'grid', gap: 2 }}>
            {t('roles.brand', { n: i + 1 })}
            <input
              value={grant.brand}
              aria-describedby={`${id}-hint`}
              placeholder={t('everyBrand')}
              size={14}
              onChange={(e) => set(i, { brand: e.target.value.trim() })}
            />
          </label>
          <Button onClick={() => onChange(value.filter((_, j) => j !== i))}>{t('roles.remove', { n: i + 1 })}</Button>
        </div>
      ))}
      <div>
        <Button onClick={() => onChange([...value, { role: 'viewer', brand: '' }])}>{t('roles.add')}</Button>
      </div>
    </fieldset>
  );
}

/** Changing an operator's roles (PUT /ops/api/operators/:id/roles); a refusal (the last owner) stays as an alert. */
export function OperatorRolesDialog({
  operator,
  onDone,
  onClose,
}: {
  operator: OpsOperator;
  onDone: (row: OpsOperator) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('operators');
  const [draft, setDraft] = useState(() => draftOf(operator.roles));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function save() {
    const checked = grantsOf(draft);
    if ('problem' in checked) return setError(t(checked.problem));
    setError(undefined);
    setBusy(true);
    try {
      onDone(await opsCall('opsOperatorRoles', { params: { id: operator.id }, body: { roles: checked.grants } }));
    } catch (failure) {
      setError(opsErrorText(t, failure));
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={t('roles.title', { name: operator.username })}
      confirmLabel={t('roles.confirm')}
      busy={busy}
      error={error}
      onConfirm={() => void save()}
      onClose={onClose}
    >
      <RolesEditor value={draft} onChange={setDraft} />
    </Dialog>
  );
}
