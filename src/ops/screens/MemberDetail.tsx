import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteData } from '../../api/useRemoteData';
import { opsCall } from '../api';
import { opsErrorText } from '../errorText';
import { useOpsAccess } from '../me';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { formatAmount, formatTime } from '../ui/format';
import { ListState } from '../ui/ListState';
import { Table } from '../ui/Table';

type Action = 'lock' | 'unlock' | 'endSessions';

/**
 * One member opened (GET /ops/api/members/:id): contact details, balance, VIP level, state, the latest ledger entries
 * and sign-ins; lock, unlock and end sessions where the operator holds members.manage, each confirmed in a dialog.
 */
export function MemberDetail({ id, onChanged, onClose }: { id: number; onChanged: () => void; onClose: () => void }) {
  const { t, i18n } = useTranslation('members');
  const access = useOpsAccess();
  const member = useRemoteData(() => opsCall('opsMember', { params: { id } }), [id]);
  const [acting, setActing] = useState<Action>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [announce, setAnnounce] = useState('');
  const m = member.data;
  const name = m?.username ?? '';
  const time = (ms: number) => formatTime(ms, i18n.language);

  async function act(action: Action) {
    setBusy(true);
    setError(undefined);
    try {
      if (action === 'endSessions') {
        const { ended } = await opsCall('opsMemberEndSessions', { params: { id }, body: {} });
        setAnnounce(t('endSessions.done', { count: ended, name }));
      } else {
        await opsCall(action === 'lock' ? 'opsMemberLock' : 'opsMemberUnlock', { params: { id }, body: {} });
        setAnnounce(t(`${action}.done`, { name }));
      }
      setActing(undefined);
      member.retry();
      onChanged();
    } catch (failure) {
      setError(opsErrorText(t, failure));
    } finally {
      setBusy(false);
    }
  }

  const manage = m ? access.can('members.manage', m.brandId) : false;
  return (
    <section aria-labelledby="member-title" css={{ marginTop: 24 }}>
      <h2 id="member-title">{t('detail.title', { name })}</h2>
      <p role="status">{announce}</p>
      <ListState
        loading={member.loading}
        failed={member.failed}
        error={member.error}
        empty={m ? false : undefined}
        emptyText=""
        retry={member.retry}
      >
        {m && (
          <>
            <dl css={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
              <dt>{t('detail.balance')}</dt>
              <dd>{formatAmount(m.balance)}</dd>
              <dt>{t('detail.vip')}</dt>
              <dd>{m.vipLevel ?? '—'}</dd>
              <dt>{t('detail.state')}</dt>
              <dd>{m.locked ? t('locked') : t('active')}</dd>
              <dt>{t('detail.mobile')}</dt>
              <dd>{m.mobile ?? '—'}</dd>
              <dt>{t('detail.email')}</dt>
              <dd>{m.email ?? '—'}</dd>
              <dt>{t('detail.created')}</dt>
              <dd>{time(m.createdAt)}</dd>
            </dl>
            {manage && (
              <div css={{ display: 'flex', gap: 8, marginBottom: 16 }}>
                <Button tone="danger" onClick={() => setActing(m.locked ? 'unlock' : 'lock')}>
                  {t(m.locked ? 'unlock.button' : 'lock.button')}
                </Button>
                <Button onClick={() => setActing('endSessions')}>{t('endSessions.button')}</Button>
              </div>
            )}
            <h3>{t('detail.ledger')}</h3>
            {m.ledger.length === 0 ? (
              <p>{t('detail.ledgerEmpty')}</p>
            ) : (
              <Table
                caption={t('detail.ledger')}
                columns={['at', 'kind', 'amount', 'balanceAfter']}
                columnLabel={(c) => t(`detail.${c}`)}
              >
                {m.ledger.map((line) => (
                  <tr key={line.id}>
                    <td>{time(line.at)}</td>
                    <td>{line.kind}</td>
                    <td className="num">{formatAmount(line.amount)}</td>
                    <td className="num">{line.balanceAfter ? formatAmount(line.balanceAfter) : '—'}</td>
                  </tr>
                ))}
              </Table>
            )}
            <h3>{t('detail.sessions')}</h3>
            {m.sessions.length === 0 ? (
              <p>{t('detail.sessionsEmpty')}</p>
            ) : (
              <Table
                caption={t('detail.sessions')}
                columns={['signedIn', 'expires', 'live']}
                columnLabel={(c) => t(`detail.${c}`)}
              >
                {m.sessions.map((s) => (
                  <tr key={s.createdAt}>
                    <td>{time(s.createdAt)}</td>
                    <td>{time(s.expiresAt)}</td>
                    <td>{s.live ? t('detail.yes') : t('detail.no')}</td>
                  </tr>
                ))}
              </Table>
            )}
          </>
        )}
      </ListState>
      <Button onClick={onClose}>{t('detail.close')}</Button>
      {acting && (
        <Dialog
          title={t(`${acting}.title`, { name })}
          confirmLabel={t(`${acting}.confirm`)}
          tone={acting === 'unlock' ? 'primary' : 'danger'}
          busy={busy}
          error={error}
          onConfirm={() => void act(acting)}
          onClose={() => setActing(undefined)}
        >
          <p css={{ margin: 0 }}>{t(`${acting}.body`)}</p>
        </Dialog>
      )}
    </section>
  );
}
