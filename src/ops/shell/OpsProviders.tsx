import { ThemeProvider } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createTheme } from '../../theme/createTheme';
import { GlobalStyles } from '../../theme/GlobalStyles';
import { createOpsI18n, type OpsLanguage } from '../i18n';

/** A neutral console theme over the shared tokens: a desk tool, not a brand. */
export const opsTheme = createTheme('ops', {
  colors: {
    primary: '#1f4e8c',
    onPrimary: '#ffffff',
    headerBg: '#1f2933',
    onHeader: '#ffffff',
    footerActive: '#1f4e8c',
  },
});

/** The console's theme and text; the router is added by the app (stories bring their own). */
export function OpsProviders({ children, language }: { children: ReactNode; language?: OpsLanguage }) {
  const i18n = useMemo(() => createOpsI18n(language), [language]);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={opsTheme}>
        <GlobalStyles />
        {children}
      </ThemeProvider>
    </I18nextProvider>
  );
}
