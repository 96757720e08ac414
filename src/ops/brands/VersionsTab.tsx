import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandProblem, OpsBrandVersionRow } from '@common/generated/api';
import { useRemoteData } from '../../api/useRemoteData';
import { opsCall } from '../api';
import { opsErrorText } from '../errorText';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { formatTime } from '../ui/format';
import { PagedTable } from '../ui/PagedTable';
import { ProblemList } from './ProblemList';
import { refusedProblems } from './refusedProblems';

const COLUMNS = ['version', 'source', 'note', 'by', 'when', 'live', 'actions'] as const;
const PAGE_SIZE = 20;

/**
 * Every version of the brand, newest first, paged on the server: who made it, when, why, and which is live. With
 * brands.publish, "Roll back to version N" asks first, then makes a new version copying it (after the checks).
 */
export function VersionsTab({
  brandId,
  liveVersion,
  canPublish,
  onRolledBack,
}: {
  brandId: string;
  liveVersion: number | null;
  canPublish: boolean;
  onRolledBack: (text: string) => void;
}) {
  const { t, i18n } = useTranslation('brands');
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<OpsBrandVersionRow>();
  const list = useRemoteData(
    () => opsCall('opsBrandVersions', { params: { brandId }, query: { pageNo: page, pageSize: PAGE_SIZE } }),
    [brandId, page, liveVersion],
  );
  return (
    <>
      <PagedTable
        list={list}
        emptyText={t('versions.empty')}
        caption={(total) => t('versions.caption', { total })}
        columns={COLUMNS}
        columnLabel={(c) => t(`versions.column.${c}`)}
        row={(row) => (
          <tr key={row.version}>
            <th scope="row">{row.version}</th>
            <td>{t(`versions.source.${row.source}`)}</td>
            <td>{row.note ?? ''}</td>
            <td>{row.createdBy ?? t('versions.system')}</td>
            <td>{formatTime(row.createdAt, i18n.language)}</td>
            <td>{row.live ? <strong>{t('versions.live')}</strong> : ''}</td>
            <td>
              {canPublish && !row.live && (
                <Button onClick={() => setTarget(row)}>{t('versions.rollbackLabel', { version: row.version })}</Button>
              )}
            </td>
          </tr>
        )}
        page={page}
        onPage={setPage}
      />
      {target && (
        <RollbackDialog
          brandId={brandId}
          version={target.version}
          onClose={() => setTarget(undefined)}
          onDone={(version) => {
            setTarget(undefined);
            onRolledBack(t('versions.rolledBack', { version, from: target.version }));
          }}
        />
      )}
    </>
  );
}

function RollbackDialog({
  brandId,
  version,
  onDone,
  onClose,
}: {
  brandId: string;
  version: number;
  onDone: (version: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('brands');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [problems, setProblems] = useState<BrandProblem[]>();
  async function rollback() {
    setError(undefined);
    setBusy(true);
    try {
      onDone((await opsCall('opsBrandRollback', { params: { brandId }, body: { version } })).version);
    } catch (failure) {
      const refused = refusedProblems(failure);
      setProblems(refused);
      setError(refused ? t('publish.refused') : opsErrorText(t, failure));
      setBusy(false);
    }
  }
  return (
    <Dialog
      title={t('versions.rollbackTitle', { version })}
      confirmLabel={t('versions.rollbackConfirm')}
      busy={busy}
      error={error}
      onConfirm={() => void rollback()}
      onClose={onClose}
    >
      <p css={{ margin: 0 }}>{t('versions.rollbackBody', { version })}</p>
      {problems && problems.length > 0 && <ProblemList problems={problems} />}
    </Dialog>
  );
}
