import styled from '@emotion/styled';
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Loader = () => Promise<{ default: ComponentType }>;

const Centre = styled.div`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.xl};
`;

const RetryButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.xl};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
`;

function ChunkFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Centre>
      <p role="alert">{t('app.loadFailed')}</p>
      <RetryButton type="button" onClick={onRetry}>
        {t('app.retry')}
      </RetryButton>
    </Centre>
  );
}

function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <Centre>
      <p role="status">{t('app.loading')}</p>
    </Centre>
  );
}

class ChunkBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ChunkFailed onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/** A lazily loaded screen; a failed chunk download offers a retry that loads it afresh. */
export function LazyScreen({ load }: { load: Loader }) {
  const [attempt, setAttempt] = useState(0);
  // React.lazy caches a rejected import, so a retry needs a new lazy component (and a new boundary).
  const [Screen, setScreen] = useState(() => lazy(load));
  const retry = () => {
    setScreen(() => lazy(load));
    setAttempt((n) => n + 1);
  };
  return (
    <ChunkBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<ScreenLoading />}>
        <Screen />
      </Suspense>
    </ChunkBoundary>
  );
}
