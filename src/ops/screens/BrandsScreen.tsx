import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate } from 'react-router';
import type { OpsBrandRow } from '@common/generated/api';
import { useRemoteData } from '../../api/useRemoteData';
import { opsCall } from '../api';
import { useOpsAccess } from '../me';
import { Button } from '../ui/Button';
import { ListState } from '../ui/ListState';
import { Table } from '../ui/Table';
import { formatTime } from '../ui/format';
import { BrandCreate } from './BrandCreate';

// The brand page carries the schema forms (rjsf): its own chunk, loaded when a brand is opened.
const BrandScreen = lazy(() => import('./BrandScreen'));

/** The Brands area (`brands.read`): the list at /brands and one brand at /brands/:brandId. */
export default function BrandsScreen() {
  const { t } = useTranslation('shell');
  return (
    <Routes>
      <Route index element={<BrandList />} />
      <Route
        path=":brandId"
        element={
          <Suspense fallback={<p role="status">{t('loading')}</p>}>
            <BrandScreen />
          </Suspense>
        }
      />
    </Routes>
  );
}

const COLUMNS = ['brand', 'domains', 'live', 'published', 'draft'] as const;

/**
 * Every brand the operator may look at: its live version (or none: not served to players), who published it and when,
 * and whether a draft waits. "New brand" (brands.edit for every brand) clones one.
 */
function BrandList() {
  const { t, i18n } = useTranslation('brands');
  const navigate = useNavigate();
  const access = useOpsAccess();
  const [creating, setCreating] = useState(false);
  const list = useRemoteData(() => opsCall('opsBrands'), []);
  const items = list.data?.items;
  const when = (ms: number) => formatTime(ms, i18n.language);

  const published = (row: OpsBrandRow) => {
    if (row.publishedAt === null) return t('list.never');
    return row.publishedBy === null
      ? t('list.imported', { when: when(row.publishedAt) })
      : t('list.publishedBy', { when: when(row.publishedAt), name: row.publishedBy });
  };

  return (
    <section aria-labelledby="brands-title">
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 16 }}>
        <h1 id="brands-title">{t('title')}</h1>
        {access.brandsFor('brands.edit') === 'all' && (
          <Button tone="primary" onClick={() => setCreating(true)}>
            {t('create.button')}
          </Button>
        )}
      </div>
      <ListState
        loading={list.loading}
        failed={list.failed}
        error={list.error}
        empty={items ? items.length === 0 : undefined}
        emptyText={t('list.empty')}
        retry={list.retry}
      >
        <Table
          caption={t('list.caption', { total: items?.length ?? 0 })}
          columns={COLUMNS}
          columnLabel={(c) => t(`list.column.${c}`)}
        >
          {items?.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <Link to={row.id}>{row.displayName}</Link> <code>{row.id}</code>
              </th>
              <td>{row.domains.join(', ')}</td>
              <td>
                {row.liveVersion === null ? t('list.notPublished') : t('list.version', { version: row.liveVersion })}
              </td>
              <td>{published(row)}</td>
              <td>
                {row.hasDraft && row.draftUpdatedAt !== null
                  ? t('list.draftSaved', { when: when(row.draftUpdatedAt) })
                  : t('list.noDraft')}
              </td>
            </tr>
          ))}
        </Table>
      </ListState>
      {creating && items && (
        <BrandCreate
          brands={items}
          onClose={() => setCreating(false)}
          onDone={(id) => {
            setCreating(false);
            navigate(id);
          }}
        />
      )}
    </section>
  );
}
