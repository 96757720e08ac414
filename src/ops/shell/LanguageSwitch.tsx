import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OPS_LANGUAGES } from '../i18n';

/** English / Filipino, each named in its own language; the choice is remembered (src/ops/i18n.ts). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('shell');
  const id = useId();
  return (
    <span css={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <label htmlFor={id}>{t('language.label')}</label>
      <select id={id} value={i18n.language} onChange={(event) => void i18n.changeLanguage(event.target.value)}>
        {OPS_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code === 'ty' ? 'fil' : 'en'}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
