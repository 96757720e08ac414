import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsSitePage } from '@common/generated/api';
import { useRemoteData } from '../../api/useRemoteData';
import { opsCall } from '../api';
import { Button } from '../ui/Button';
import { PagedTable } from '../ui/PagedTable';
import { HelpContentForm } from './HelpContentForm';

const PAGE_SIZE = 20;

/**
 * Each brand's customer-service and user-agreement pages (GET /ops/api/pages, paged on the server), edited in both
 * languages with a preview. They are not added or removed here: every brand has both.
 */
export function SitePagesSection({
  brand,
  page,
  onPage,
  announce,
}: {
  brand: string;
  page: number;
  onPage: (n: number) => void;
  announce: (text: string) => void;
}) {
  const { t } = useTranslation('help');
  const [editing, setEditing] = useState<OpsSitePage>();
  const list = useRemoteData(
    () => opsCall('opsSitePages', { query: { brandId: brand || undefined, pageNo: page, pageSize: PAGE_SIZE } }),
    [brand, page],
  );
  const pageName = (p: OpsSitePage) => t(`pages.name.${p.name}`);

  return (
    <section aria-labelledby="site-pages-title">
      <h2 id="site-pages-title">{t('pages.heading')}</h2>
      <PagedTable
        list={list}
        emptyText={t('pages.empty')}
        caption={(total) => t('pages.caption', { total })}
        columns={['brand', 'page', 'titleEn', 'actions'] as const}
        columnLabel={(c) => t(`pages.column.${c}`)}
        row={(p) => (
          <tr key={`${p.brandId}/${p.name}`}>
            <td>{p.brandId}</td>
            <td>{pageName(p)}</td>
            <td>{p.titleEn}</td>
            <td>
              <Button
                aria-label={t('edit.pageLabel', { page: pageName(p), brand: p.brandId })}
                onClick={() => setEditing(p)}
              >
                {t('edit.button')}
              </Button>
            </td>
          </tr>
        )}
        page={page}
        onPage={onPage}
      />
      {editing && (
        <HelpContentForm
          title={t('form.editPageTitle', { page: pageName(editing), brand: editing.brandId })}
          initial={{ ...editing, sort: 0 }}
          place={false}
          save={async ({ titleEn, titleTy, contentEn, contentTy }) => {
            const saved = await opsCall('opsSitePageUpdate', {
              params: { brandId: editing.brandId, name: editing.name },
              body: { titleEn, titleTy, contentEn, contentTy },
            });
            setEditing(undefined);
            announce(t('result.saved', { title: saved.titleEn }));
            list.retry();
          }}
          onClose={() => setEditing(undefined)}
        />
      )}
    </section>
  );
}
