import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsAnnouncement } from '@common/generated/api';
import { useRemoteData } from '../../api/useRemoteData';
import { opsCall } from '../api';
import { opsErrorText } from '../errorText';
import { BrandFilterField } from '../ui/BrandFilterField';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { FilterBar } from '../ui/FilterBar';
import { formatTime } from '../ui/format';
import { OptionSelect } from '../ui/OptionSelect';
import { PagedTable } from '../ui/PagedTable';
import { useUrlFilters } from '../ui/useUrlFilters';
import { NoticeForm } from './NoticeForm';

const FILTERS = ['brand', 'type'] as const;
const TYPES = ['PL', 'A', 'PU', 'B'] as const;
type Kind = (typeof TYPES)[number];
const PAGE_SIZE = 20;

/**
 * Notices, popups and banners per brand (GET /ops/api/announcements), filtered by brand and kind in the URL and paged
 * on the server; publish, edit (texts, live window, audience) and remove. Players see each change at once.
 */
export default function NoticesScreen() {
  const { t, i18n } = useTranslation('notices');
  const { values, page, setFilters, setPage } = useUrlFilters(FILTERS);
  const [editing, setEditing] = useState<{ notice?: OpsAnnouncement; now: number }>();
  const [removing, setRemoving] = useState<OpsAnnouncement>();
  const [removeError, setRemoveError] = useState<string>();
  const [announce, setAnnounce] = useState('');
  const type = (TYPES as readonly string[]).includes(values.type) ? (values.type as Kind) : undefined;
  const list = useRemoteData(
    () =>
      opsCall('opsAnnouncements', {
        query: { brandId: values.brand || undefined, type, pageNo: page, pageSize: PAGE_SIZE },
      }),
    [values, page],
  );

  const saved = (notice: OpsAnnouncement, created: boolean) => {
    setEditing(undefined);
    setAnnounce(t(created ? 'result.created' : 'result.saved', { title: notice.titleEn }));
    list.retry();
  };
  const remove = async (notice: OpsAnnouncement) => {
    try {
      await opsCall('opsAnnouncementDelete', { params: { id: notice.id } });
      setRemoving(undefined);
      setAnnounce(t('result.removed', { title: notice.titleEn }));
      list.retry();
    } catch (failure) {
      setRemoveError(opsErrorText(t, failure));
    }
  };
  const audience = (n: OpsAnnouncement) => t(`audience.${n.audience}`, { min: n.vipMin, max: n.vipMax });

  return (
    <section aria-labelledby="notices-title">
      <h1 id="notices-title">{t('title')}</h1>
      <FilterBar label={t('filters.label')} values={values} onApply={setFilters}>
        {(draft, set) => (
          <>
            <BrandFilterField
              label={t('filters.brand')}
              permission="content.manage"
              value={draft.brand}
              onChange={(v) => set('brand', v)}
            />
            <OptionSelect
              label={t('filters.type')}
              anyLabel={t('filters.anyType')}
              options={TYPES}
              optionLabel={(k) => t(`type.${k}`)}
              value={draft.type}
              onChange={(v) => set('type', v)}
            />
          </>
        )}
      </FilterBar>
      <Button tone="primary" onClick={() => setEditing({ now: Date.now() })}>
        {t('create')}
      </Button>
      <p role="status">{announce}</p>
      <PagedTable
        list={list}
        emptyText={t('empty')}
        caption={(total) => t('caption', { total })}
        columns={['brand', 'type', 'title', 'window', 'audience', 'state', 'actions']}
        columnLabel={(c) => t(`column.${c}`)}
        row={(n) => (
          <tr key={n.id}>
            <td>{n.brandId}</td>
            <td>{t(`type.${n.type}`)}</td>
            <td>{n.titleEn}</td>
            <td>
              {formatTime(n.startDate, i18n.language)} – {n.endDate ? formatTime(n.endDate, i18n.language) : t('noEnd')}
            </td>
            <td>{audience(n)}</td>
            <td>{n.live ? t('live') : t('notLive')}</td>
            <td>
              <div css={{ display: 'flex', gap: 8 }}>
                <Button
                  aria-label={t('edit.label', { id: n.id })}
                  onClick={() => setEditing({ notice: n, now: Date.now() })}
                >
                  {t('edit.button')}
                </Button>
                <Button
                  tone="danger"
                  aria-label={t('remove.label', { id: n.id })}
                  onClick={() => {
                    setRemoveError(undefined);
                    setRemoving(n);
                  }}
                >
                  {t('remove.button')}
                </Button>
              </div>
            </td>
          </tr>
        )}
        page={page}
        onPage={setPage}
      />
      {editing && (
        <NoticeForm
          notice={editing.notice}
          now={editing.now}
          onDone={(n) => saved(n, !editing.notice)}
          onClose={() => setEditing(undefined)}
        />
      )}
      {removing && (
        <Dialog
          title={t('remove.title', { title: removing.titleEn })}
          confirmLabel={t('remove.confirm')}
          tone="danger"
          error={removeError}
          onConfirm={() => void remove(removing)}
          onClose={() => setRemoving(undefined)}
        >
          <p css={{ margin: 0 }}>{t('remove.body')}</p>
        </Dialog>
      )}
    </section>
  );
}
