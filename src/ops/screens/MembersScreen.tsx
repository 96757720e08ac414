import { useTranslation } from 'react-i18next';
import { useRemoteData } from '../../api/useRemoteData';
import { opsCall } from '../api';
import { BrandFilterField } from '../ui/BrandFilterField';
import { Button } from '../ui/Button';
import { FilterBar, FilterField } from '../ui/FilterBar';
import { formatTime } from '../ui/format';
import { PagedTable } from '../ui/PagedTable';
import { useUrlFilters } from '../ui/useUrlFilters';
import { MemberDetail } from './MemberDetail';

const FILTERS = ['brand', 'q', 'member'] as const;
const PAGE_SIZE = 20;

/**
 * Member search (GET /ops/api/members): part of a user name, mobile number or e-mail, per brand, in the URL and paged
 * on the server; mobile and e-mail come masked. Opening a member (`?member=<id>`) shows it below the list.
 */
export default function MembersScreen() {
  const { t, i18n } = useTranslation('members');
  const { values, page, setFilters, setPage } = useUrlFilters(FILTERS);
  const list = useRemoteData(
    () =>
      opsCall('opsMembers', {
        query: {
          brandId: values.brand || undefined,
          q: values.q.trim() || undefined,
          pageNo: page,
          pageSize: PAGE_SIZE,
        },
      }),
    [values.brand, values.q, page],
  );
  const opened = Number.parseInt(values.member, 10);
  // Opening a member keeps the search and its page (setFilters would go back to page 1).
  const open = (id: number | undefined) => {
    setFilters({ member: id ? String(id) : '' });
    if (page > 1) setPage(page);
  };

  return (
    <section aria-labelledby="members-title">
      <h1 id="members-title">{t('title')}</h1>
      <FilterBar label={t('filters.label')} values={values} onApply={(v) => setFilters({ ...v, member: '' })}>
        {(draft, set) => (
          <>
            <BrandFilterField
              label={t('filters.brand')}
              permission="members.read"
              value={draft.brand}
              onChange={(v) => set('brand', v)}
            />
            <FilterField label={t('filters.q')}>
              {(id) => (
                <input
                  id={id}
                  type="search"
                  value={draft.q}
                  maxLength={60}
                  onChange={(e) => set('q', e.target.value)}
                />
              )}
            </FilterField>
          </>
        )}
      </FilterBar>
      <PagedTable
        list={list}
        emptyText={t('empty')}
        caption={(total) => t('caption', { total })}
        columns={['username', 'brand', 'mobile', 'email', 'vip', 'state', 'lastLogin', 'actions']}
        columnLabel={(c) => t(`column.${c}`)}
        row={(m) => (
          <tr key={m.id}>
            <td>{m.username}</td>
            <td>{m.brandId}</td>
            <td>{m.mobile ?? '—'}</td>
            <td>{m.email ?? '—'}</td>
            <td>{m.vipLevel ?? '—'}</td>
            <td>{m.locked ? t('locked') : t('active')}</td>
            <td>{m.lastLoginAt ? formatTime(m.lastLoginAt, i18n.language) : t('never')}</td>
            <td>
              <Button aria-label={t('open.label', { name: m.username })} onClick={() => open(m.id)}>
                {t('open.button')}
              </Button>
            </td>
          </tr>
        )}
        page={page}
        onPage={setPage}
      />
      {opened > 0 && <MemberDetail id={opened} onChanged={list.retry} onClose={() => open(undefined)} />}
    </section>
  );
}
