import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsOperator } from '@common/generated/api';
import { useRemoteData } from '../../api/useRemoteData';
import { opsCall } from '../api';
import { useOpsAccess } from '../me';
import { Button } from '../ui/Button';
import { FilterBar, FilterField } from '../ui/FilterBar';
import { PagedTable } from '../ui/PagedTable';
import { useUrlFilters } from '../ui/useUrlFilters';
import { OperatorConfirm, type OperatorAction } from './OperatorsConfirm';
import { OperatorInvite } from './OperatorsInvite';
import { OperatorsPolicy } from './OperatorsPolicy';
import { OperatorRolesDialog, RolesText } from './OperatorsRoles';

const FILTERS = ['username'] as const;
const PAGE_SIZE = 20;
// The API's rule for the filter (no control characters); anything else is left out rather than failing the list.
// eslint-disable-next-line no-control-regex -- the rule is about control characters
const NAME = /^[^\u0000-\u001f\u007f]{1,40}$/;

type Acting = { kind: 'invite' } | { kind: 'roles'; row: OpsOperator } | { kind: OperatorAction; row: OpsOperator };

/**
 * The operators (owner only: `operators.manage` for every brand): the list paged on the server and filtered by user
 * name in the URL; invite, change roles, disable/enable and reset 2FA, each through a dialog; then the per-role 2FA
 * policy. Every change is one audit row on the server.
 */
export default function OperatorsScreen() {
  const { t } = useTranslation('operators');
  const me = useOpsAccess().me.username;
  const { values, page, setFilters, setPage } = useUrlFilters(FILTERS);
  const [acting, setActing] = useState<Acting>();
  const [announce, setAnnounce] = useState('');
  const list = useRemoteData(
    () =>
      opsCall('opsOperators', {
        query: {
          username: NAME.test(values.username) ? values.username : undefined,
          pageNo: page,
          pageSize: PAGE_SIZE,
        },
      }),
    [values, page],
  );

  const done = (kind: Acting['kind'], row: OpsOperator) => {
    setActing(undefined);
    setAnnounce(t(`result.${kind}`, { name: row.username }));
    list.retry();
  };
  const action = (row: OpsOperator, kind: Acting['kind'], label: string, text: string) => (
    <Button aria-label={t(label, { name: row.username })} onClick={() => setActing({ kind, row } as Acting)}>
      {text}
    </Button>
  );

  return (
    <section aria-labelledby="operators-title">
      <h1 id="operators-title">{t('title')}</h1>
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'end', gap: 16 }}>
        <FilterBar label={t('filters.label')} values={values} onApply={setFilters}>
          {(draft, set) => (
            <FilterField label={t('filters.username')}>
              {(id) => (
                <input
                  id={id}
                  value={draft.username}
                  maxLength={40}
                  onChange={(e) => set('username', e.target.value)}
                />
              )}
            </FilterField>
          )}
        </FilterBar>
        <Button tone="primary" onClick={() => setActing({ kind: 'invite' })} css={{ marginBottom: 16 }}>
          {t('invite.button')}
        </Button>
      </div>
      <p role="status">{announce}</p>
      <PagedTable
        list={list}
        emptyText={t('empty')}
        caption={(total) => t('caption', { total })}
        columns={['username', 'roles', 'totp', 'state', 'actions']}
        columnLabel={(c) => t(`column.${c}`)}
        row={(row) => (
          <tr key={row.id}>
            <th scope="row">{row.username}</th>
            <td>
              <RolesText roles={row.roles} />
            </td>
            <td>{t(row.totpEnabled ? 'totpOn' : 'totpOff')}</td>
            <td>{t(row.disabled ? 'disabled' : 'enabled')}</td>
            <td>
              <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                {action(row, 'roles', 'roles.label', t('roles.button'))}
                {row.disabled
                  ? action(row, 'enable', 'enable.label', t('enable.button'))
                  : row.username !== me && action(row, 'disable', 'disable.label', t('disable.button'))}
                {row.totpEnabled && action(row, 'resetTotp', 'resetTotp.label', t('resetTotp.button'))}
              </div>
            </td>
          </tr>
        )}
        page={page}
        onPage={setPage}
      />
      <OperatorsPolicy />
      {acting?.kind === 'invite' && (
        <OperatorInvite onDone={(row) => done('invite', row)} onClose={() => setActing(undefined)} />
      )}
      {acting?.kind === 'roles' && (
        <OperatorRolesDialog
          operator={acting.row}
          onDone={(row) => done('roles', row)}
          onClose={() => setActing(undefined)}
        />
      )}
      {acting && acting.kind !== 'invite' && acting.kind !== 'roles' && (
        <OperatorConfirm
          operator={acting.row}
          action={acting.kind}
          onDone={(row) => done(acting.kind, row)}
          onClose={() => setActing(undefined)}
        />
      )}
    </section>
  );
}
