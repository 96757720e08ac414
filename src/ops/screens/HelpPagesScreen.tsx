import { useTheme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandFilterField } from '../ui/BrandFilterField';
import { Button } from '../ui/Button';
import { FilterBar } from '../ui/FilterBar';
import { useUrlFilters } from '../ui/useUrlFilters';
import { HelpEntriesSection } from './HelpEntriesSection';
import { SitePagesSection } from './SitePagesSection';

const FILTERS = ['brand', 'view'] as const;

/**
 * The help centre's entries and the service and agreement pages, per brand, in English and Filipino (content.manage).
 * One list at a time (`view` in the URL), so the page number in the URL belongs to the list on screen. Players see
 * each change at once (the server drops its caches of the brand's content).
 */
export default function HelpPagesScreen() {
  const { t } = useTranslation('help');
  const theme = useTheme();
  const { values, page, setFilters, setPage } = useUrlFilters(FILTERS);
  const [announce, setAnnounce] = useState('');
  const view = values.view === 'pages' ? 'pages' : 'entries';
  const Section = view === 'pages' ? SitePagesSection : HelpEntriesSection;

  return (
    <section aria-labelledby="help-title">
      <h1 id="help-title">{t('title')}</h1>
      <FilterBar label={t('filters.label')} values={values} onApply={setFilters}>
        {(draft, set) => (
          <BrandFilterField
            label={t('filters.brand')}
            permission="content.manage"
            value={draft.brand}
            onChange={(v) => set('brand', v)}
          />
        )}
      </FilterBar>
      <div role="group" aria-label={t('title')} css={{ display: 'flex', gap: theme.spacing.sm }}>
        {(['entries', 'pages'] as const).map((v) => (
          <Button
            key={v}
            aria-pressed={view === v}
            tone={view === v ? 'primary' : 'plain'}
            onClick={() => {
              setAnnounce('');
              setFilters({ ...values, view: v === 'entries' ? '' : v });
            }}
          >
            {t(`${v}.heading`)}
          </Button>
        ))}
      </div>
      <p role="status">{announce}</p>
      <Section key={view} brand={values.brand} page={page} onPage={setPage} announce={setAnnounce} />
    </section>
  );
}
