import { useTranslation } from 'react-i18next';
import { formatTime } from './format';

type Record_ = Record<string, unknown> | null;

/** A value as text; a time field (`…At`, epoch milliseconds) as a date in Manila. */
const show = (key: string, value: unknown, language: string) => {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' && key.endsWith('At')) return formatTime(value, language);
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/**
 * An audit row's before and after as the fields that changed ("state: pending → paid"); a created record lists its
 * fields, a removed one what it was. Values are shown as text (React escapes them), never as markup.
 */
export function AuditChange({ before, after }: { before: Record_; after: Record_ }) {
  const { t, i18n } = useTranslation('audit');
  const language = i18n.language;
  if (!before && !after) return <span>—</span>;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changed = keys.filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]));
  if (!changed.length) return <span>{t('noChange')}</span>;
  return (
    <dl css={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 8px' }}>
      {changed.map((key) => (
        <div key={key} css={{ display: 'contents' }}>
          <dt css={{ fontWeight: 700 }}>{key}</dt>
          <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>
            {before && after
              ? t('changed', { before: show(key, before[key], language), after: show(key, after[key], language) })
              : show(key, (after ?? before)?.[key], language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
