import { ThemeProvider } from '@emotion/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { AppTheme } from '../theme/createTheme';
import { GlobalStyles } from '../theme/GlobalStyles';
import type { RootStore } from '../stores/RootStore';
import { StoresProvider } from '../stores/StoresContext';

export interface AppProvidersProps {
  store: RootStore;
  theme: AppTheme;
  i18n: i18n;
  children: ReactNode;
}

/** Stores, theme and translations: shared by the app, Storybook and component tests. */
export function AppProviders({ store, theme, i18n, children }: AppProvidersProps) {
  return (
    <StoresProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <GlobalStyles />
          {children}
        </ThemeProvider>
      </I18nextProvider>
    </StoresProvider>
  );
}
