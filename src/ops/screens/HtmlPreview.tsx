import { useTheme } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../ui/SafeHtml';

/**
 * The text as the player app will show it: through the player's own SafeHtml (DOMPurify), in the chosen language. The
 * server sanitises again on save with its allow-list, which may remove a little more (docs/operations.md).
 */
export function HtmlPreview({ en, ty }: { en: { title: string; html: string }; ty: { title: string; html: string } }) {
  const { t } = useTranslation('help');
  const theme = useTheme();
  const [language, setLanguage] = useState<'en' | 'ty'>('en');
  const headingId = useId();
  const selectId = useId();
  const shown = language === 'en' ? en : ty;
  return (
    <section
      aria-labelledby={headingId}
      css={{ border: `1px dashed ${theme.colors.border}`, borderRadius: theme.radii.sm, padding: theme.spacing.md }}
    >
      <div css={{ display: 'flex', gap: theme.spacing.md, alignItems: 'center', flexWrap: 'wrap' }}>
        <h2 id={headingId} css={{ fontSize: theme.font.sizeLg, margin: 0 }}>
          {t('preview.label')}
        </h2>
        <label htmlFor={selectId}>{t('preview.language')}</label>
        <select id={selectId} value={language} onChange={(e) => setLanguage(e.target.value as 'en' | 'ty')}>
          <option value="en">{t('preview.en')}</option>
          <option value="ty">{t('preview.ty')}</option>
        </select>
      </div>
      <article lang={language === 'en' ? 'en' : 'fil'} css={{ marginTop: theme.spacing.sm }}>
        {shown.title || shown.html ? (
          <>
            <h3 css={{ margin: `0 0 ${theme.spacing.xs}` }}>{shown.title}</h3>
            <SafeHtml html={shown.html} />
          </>
        ) : (
          <p css={{ margin: 0 }}>{t('preview.empty')}</p>
        )}
      </article>
    </section>
  );
}
