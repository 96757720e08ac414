import { ThemeProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { startTransition, useEffect, useState } from 'react';
import { createTheme } from '../theme/createTheme';
import { GlobalStyles } from '../theme/GlobalStyles';
import { App } from './App';
import { bootstrap, type Booted } from './bootstrap';

const fallbackTheme = createTheme('boot');

/**
 * The boot screen's own words, so it can speak before (or without) any catalogue: the app's catalogues load with
 * the configuration. The same strings as app.* in locales/<lang>/common.json (tests/unit/bootText.test.ts).
 */
export const BOOT_TEXT = {
  EN: { loading: 'Loading…', loadFailed: 'Loading failed, click to retry', retry: 'Retry' },
  TY: { loading: 'Naglo-load…', loadFailed: 'Nabigo ang pag-load, i-click para subukang muli', retry: 'Subukang muli' },
} as const;

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
  const text = BOOT_TEXT[navigator.language.toLowerCase().startsWith('fil') ? 'TY' : 'EN'];
  return (
    <Centre>
      {failed ? (
        <>
          <p role="alert">{text.loadFailed}</p>
          <RetryButton type="button" onClick={onRetry}>
            {text.retry}
          </RetryButton>
        </>
      ) : (
        <p role="status">{text.loading}</p>
      )}
    </Centre>
  );
}

export interface BootScreenProps {
  /** The start-up already under way (main.tsx starts it before React renders anything). */
  first?: Promise<Booted>;
  /** Its result, when it arrived before the boot screen was needed: the app renders at once. */
  booted?: Booted;
}

/**
 * Loads configuration first; shows loading, then the app, or a retry on failure — never a blank page. The app's first
 * render is a transition, so React renders it in slices that leave the main thread free for input instead of one
 * long task (docs/performance.md, "Main-thread time").
 */
export function BootScreen({ first, booted }: BootScreenProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ booted?: Booted; failed: boolean }>({ booted, failed: false });
  const ready = !!state.booted;
  useEffect(() => {
    if (ready) return;
    let live = true;
    (attempt === 0 && first ? first : bootstrap()).then(
      (result) => {
        if (live) startTransition(() => setState({ booted: result, failed: false }));
      },
      (error: unknown) => {
        console.error('[boot] settings failed to load', error);
        if (live) setState({ failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, first, ready]);

  if (state.booted) return <App {...state.booted} />;
  const retry = () => {
    setState({ failed: false });
    setAttempt((n) => n + 1);
  };
  return (
    <ThemeProvider theme={fallbackTheme}>
      <GlobalStyles />
      <BootState failed={state.failed} onRetry={retry} />
    </ThemeProvider>
  );
}
