import { useTranslation } from 'react-i18next';
import { Button } from './Button';

/** Previous / next with "page n of m"; the page itself lives in the URL (useUrlFilters). */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (n: number) => void }) {
  const { t } = useTranslation('shell');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pager.label')} css={{ display: 'flex', gap: 12, alignItems: 'center', marginTop: 12 }}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span>{t('pager.position', { page, totalPages })}</span>
      <Button disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
