import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PICKER_LANGUAGES } from '../../i18n/languages';
import { STORAGE_KEYS, writeStored } from '../../stores/localFlags';
import { useStores } from '../../stores/StoresContext';

const Select = styled.select`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

/** English / Filipino picker; the UI store and i18next change together. */
export const LanguagePicker = observer(function LanguagePicker() {
  const { ui } = useStores();
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{t('languagePicker.label')}</label>{' '}
      <Select
        id={id}
        value={ui.language}
        onChange={(e) => {
          ui.setLanguage(e.target.value);
          writeStored(STORAGE_KEYS.language, e.target.value);
          // i18next's languageChanged event sets <html lang> and tells listeners (games reload, field errors).
          void i18n.changeLanguage(e.target.value);
        }}
      >
        {PICKER_LANGUAGES.map((l) => (
          <option key={l.code} value={l.code}>
            {l.label}
          </option>
        ))}
      </Select>
    </p>
  );
});
