import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_ENDPOINTS } from '@common/generated/api';
import { useRemoteData } from '../../api/useRemoteData';
import { opsCall, opsDownload, opsUrl } from '../api';
import { opsErrorText } from '../errorText';
import { AuditChange } from '../ui/AuditChange';
import { BrandFilterField } from '../ui/BrandFilterField';
import { Button } from '../ui/Button';
import { DateRangeFields } from '../ui/DateRangeFields';
import { FilterBar, FilterField } from '../ui/FilterBar';
import { dayBounds, formatTime } from '../ui/format';
import { PagedTable } from '../ui/PagedTable';
import { useUrlFilters } from '../ui/useUrlFilters';

const FILTERS = ['brand', 'operator', 'action', 'from', 'to'] as const;
const PAGE_SIZE = 20;
// The API's pattern for `action` (schemas/api/ops.api.json): dotted lower-case words with underscores.
const ACTION = /^[a-z_]+(\.[a-z_]+)*$/;

/**
 * The audit log (GET /ops/api/audit): every operator action, newest first, filtered by brand, operator, action and day
 * (in the URL), paged on the server; each row's change shown as the fields that changed. Export CSV downloads the same
 * filters' rows (GET /ops/api/audit.csv).
 */
export default function AuditScreen() {
  const { t, i18n } = useTranslation('audit');
  const { values, page, setFilters, setPage } = useUrlFilters(FILTERS);
  const [exportError, setExportError] = useState<string>();
  const [exporting, setExporting] = useState(false);
  const filters = {
    brandId: values.brand || undefined,
    operator: values.operator || undefined,
    // An action the API would refuse is left out rather than failing the whole list.
    action: ACTION.test(values.action) ? values.action : undefined,
    ...dayBounds(values.from, values.to),
  };
  const list = useRemoteData(
    () => opsCall('opsAudit', { query: { ...filters, pageNo: page, pageSize: PAGE_SIZE } }),
    [values, page],
  );

  async function exportCsv() {
    setExportError(undefined);
    setExporting(true);
    try {
      await opsDownload(opsUrl(API_ENDPOINTS.opsAuditCsv.path, undefined, filters), 'audit-log.csv');
    } catch (failure) {
      setExportError(opsErrorText(t, failure));
    } finally {
      setExporting(false);
    }
  }

  return (
    <section aria-labelledby="audit-title">
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <h1 id="audit-title">{t('title')}</h1>
        <Button onClick={() => void exportCsv()} disabled={exporting}>
          {t('export')}
        </Button>
      </div>
      {exportError && <p role="alert">{exportError}</p>}
      <FilterBar label={t('filters.label')} values={values} onApply={setFilters}>
        {(draft, set) => (
          <>
            <BrandFilterField
              label={t('filters.brand')}
              permission="audit.read"
              value={draft.brand}
              onChange={(v) => set('brand', v)}
            />
            <FilterField label={t('filters.operator')}>
              {(id) => (
                <input
                  id={id}
                  value={draft.operator}
                  maxLength={40}
                  onChange={(e) => set('operator', e.target.value)}
                />
              )}
            </FilterField>
            <FilterField label={t('filters.action')}>
              {(id) => (
                <input
                  id={id}
                  value={draft.action}
                  maxLength={60}
                  placeholder="withdrawal.approve"
                  onChange={(e) => set('action', e.target.value.trim())}
                />
              )}
            </FilterField>
            <DateRangeFields
              fromLabel={t('filters.from')}
              toLabel={t('filters.to')}
              from={draft.from}
              to={draft.to}
              onChange={set}
            />
          </>
        )}
      </FilterBar>
      <PagedTable
        list={list}
        emptyText={t('empty')}
        caption={(total) => t('caption', { total })}
        columns={['at', 'operator', 'action', 'brand', 'target', 'change', 'address']}
        columnLabel={(c) => t(`column.${c}`)}
        row={(row) => (
          <tr key={row.id}>
            <td css={{ whiteSpace: 'nowrap' }}>{formatTime(row.at, i18n.language)}</td>
            <td>{row.operator}</td>
            <td>
              <code>{row.action}</code>
            </td>
            <td>{row.brandId ?? t('allBrands')}</td>
            <td>{row.target ?? '—'}</td>
            <td>
              <AuditChange before={row.before} after={row.after} />
            </td>
            <td>{row.address}</td>
          </tr>
        )}
        page={page}
        onPage={setPage}
      />
    </section>
  );
}
