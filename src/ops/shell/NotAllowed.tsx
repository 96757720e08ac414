import { useTranslation } from 'react-i18next';

/** A screen the operator's roles do not include (the server refuses its calls too). */
export function NotAllowed() {
  const { t } = useTranslation('shell');
  return (
    <section aria-labelledby="ops-not-allowed">
      <h1 id="ops-not-allowed">{t('notAllowed.title')}</h1>
      <p>{t('notAllowed.body')}</p>
    </section>
  );
}
