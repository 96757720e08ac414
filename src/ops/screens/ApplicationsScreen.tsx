import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsApplication } from '@common/generated/api';
import { useRemoteData } from '../../api/useRemoteData';
import { opsCall } from '../api';
import { useOpsAccess } from '../me';
import { BrandFilterField } from '../ui/BrandFilterField';
import { Button } from '../ui/Button';
import { FilterBar } from '../ui/FilterBar';
import { formatAmount, formatTime } from '../ui/format';
import { OptionSelect } from '../ui/OptionSelect';
import { PagedTable } from '../ui/PagedTable';
import { useUrlFilters } from '../ui/useUrlFilters';
import { ApplicationDecision, type Decision } from './ApplicationDecision';

const FILTERS = ['brand', 'state'] as const;
const STATES = ['applying', 'issued', 'claimed', 'rejected', 'signed'] as const;
type State = (typeof STATES)[number];
const PAGE_SIZE = 20;

/**
 * Promotion applications (GET /ops/api/promotions/applications): filtered by brand and state (in the URL), paged on
 * the server, each with the member's remark and how many images came with it. Waiting ones can be approved (with the
 * reward amount) or rejected with a reason, where the operator may review for the row's brand.
 */
export default function ApplicationsScreen() {
  const { t, i18n } = useTranslation('applications');
  const access = useOpsAccess();
  const { values, page, setFilters, setPage } = useUrlFilters(FILTERS);
  const [acting, setActing] = useState<{ item: OpsApplication; decision: Decision }>();
  const [announce, setAnnounce] = useState('');
  const state = (STATES as readonly string[]).includes(values.state) ? (values.state as State) : undefined;
  const list = useRemoteData(
    () =>
      opsCall('opsPromotionApplications', {
        query: { brandId: values.brand || undefined, state, pageNo: page, pageSize: PAGE_SIZE },
      }),
    [values, page],
  );

  const done = (item: OpsApplication, decision: Decision) => {
    setActing(undefined);
    setAnnounce(t(`result.${decision}`, { id: item.application.id }));
    list.retry();
  };

  return (
    <section aria-labelledby="applications-title">
      <h1 id="applications-title">{t('title')}</h1>
      <FilterBar label={t('filters.label')} values={values} onApply={setFilters}>
        {(draft, set) => (
          <>
            <BrandFilterField
              label={t('filters.brand')}
              permission="promotions.review"
              value={draft.brand}
              onChange={(v) => set('brand', v)}
            />
            <OptionSelect
              label={t('filters.state')}
              anyLabel={t('filters.anyState')}
              options={STATES}
              optionLabel={(s) => t(`state.${s}`)}
              value={draft.state}
              onChange={(v) => set('state', v)}
            />
          </>
        )}
      </FilterBar>
      <p role="status">{announce}</p>
      <PagedTable
        list={list}
        emptyText={t('empty')}
        caption={(total) => t('caption', { total })}
        columns={['id', 'brand', 'account', 'activity', 'remark', 'submitted', 'state', 'actions']}
        columnLabel={(c) => t(`column.${c}`)}
        row={(item) => {
          const a = item.application;
          const open = a.status === 'applying' && access.can('promotions.review', item.brandId);
          return (
            <tr key={a.id}>
              <td>{a.id}</td>
              <td>{item.brandId}</td>
              <td>{item.account}</td>
              <td>
                {item.activityTitle}
                {item.activityReward && <div>{t('reward', { amount: formatAmount(item.activityReward) })}</div>}
              </td>
              <td>
                {a.remark}
                {a.images.length > 0 && <div>{t('images', { count: a.images.length })}</div>}
              </td>
              <td>{formatTime(a.createdAt, i18n.language)}</td>
              <td>
                {t(`state.${a.status}`)}
                {a.status === 'rejected' && a.reason && <div>{t('reasonShown', { reason: a.reason })}</div>}
              </td>
              <td>
                {open && (
                  <div css={{ display: 'flex', gap: 8 }}>
                    <Button
                      tone="primary"
                      aria-label={t('approve.label', { id: a.id })}
                      onClick={() => setActing({ item, decision: 'approve' })}
                    >
                      {t('approve.button')}
                    </Button>
                    <Button
                      aria-label={t('reject.label', { id: a.id })}
                      onClick={() => setActing({ item, decision: 'reject' })}
                    >
                      {t('reject.button')}
                    </Button>
                  </div>
                )}
              </td>
            </tr>
          );
        }}
        page={page}
        onPage={setPage}
      />
      {acting && (
        <ApplicationDecision
          item={acting.item}
          decision={acting.decision}
          onDone={(row) => done(row, acting.decision)}
          onClose={() => setActing(undefined)}
        />
      )}
    </section>
  );
}
