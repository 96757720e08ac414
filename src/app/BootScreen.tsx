import { ThemeProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useRemoteData } from '../api/useRemoteData';
import { createI18n } from '../i18n/i18n';
import { createTheme } from '../theme/createTheme';
import { GlobalStyles } from '../theme/GlobalStyles';
import { App } from './App';
import { bootstrap } from './bootstrap';

const fallbackTheme = createTheme('boot');
const bootI18n = createI18n(navigator.language.toLowerCase().startsWith('fil') ? 'TY' : 'EN');

const Centre = styled.main`
  min-height: 100vh;
  display: grid;
  place-content: center;
  gap: ${({ theme }) => theme.spacing.lg};
  text-align: center;
  padding: ${({ theme }) => theme.spacing.xl};
`;

const RetryButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.xl};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.font.sizeLg};
`;

function BootState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Centre>
      {failed ? (
        <>
          <p role="alert">{t('app.loadFailed')}</p>
          <RetryButton type="button" onClick={onRetry}>
            {t('app.retry')}
          </RetryButton>
        </>
      ) : (
        <p role="status">{t('app.loading')}</p>
      )}
    </Centre>
  );
}

/** Loads configuration first; shows loading, then the app, or a retry on failure — never a blank page. */
export function BootScreen() {
  const boot = useRemoteData(
    () =>
      bootstrap().catch((error: unknown) => {
        console.error('[boot] settings failed to load', error);
        throw error;
      }),
    [],
  );
  const booted = boot.data;

  if (booted) return <App {...booted} />;
  return (
    <I18nextProvider i18n={bootI18n}>
      <ThemeProvider theme={fallbackTheme}>
        <GlobalStyles />
        <BootState failed={boot.failed} onRetry={boot.retry} />
      </ThemeProvider>
    </I18nextProvider>
  );
}
