import styled from '@emotion/styled';
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { LoadFailed, Loading } from '../../ui/LoadState';
import { markScreenShown, preloadedScreen, type ScreenLoader as Loader } from './screenLoaders';

const Centre = styled.div`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.xl};
`;

class ChunkBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <Centre>
        <LoadFailed onRetry={this.props.onRetry} />
      </Centre>
    ) : (
      this.props.children
    );
  }
}

/** Tells start-up that the screen is in the page (for a hydrated page: that its markup is hydrated). */
function Shown() {
  useEffect(markScreenShown, []);
  return null;
}

/** A lazily loaded screen; a failed chunk download offers a retry that loads it afresh. */
export function LazyScreen({ load }: { load: Loader }) {
  const [attempt, setAttempt] = useState(0);
  // React.lazy caches a rejected import, so a retry needs a new lazy component (and a new boundary). A preloaded
  // screen renders at once (server-side rendering and hydration: src/app/routes/screenLoaders.ts).
  const [Screen, setScreen] = useState(() => preloadedScreen(load) ?? lazy(load));
  const retry = () => {
    setScreen(() => lazy(load));
    setAttempt((n) => n + 1);
  };
  return (
    <ChunkBoundary key={attempt} onRetry={retry}>
      <Suspense
        fallback={
          <Centre>
            <Loading />
          </Centre>
        }
      >
        <Screen />
        <Shown />
      </Suspense>
    </ChunkBoundary>
  );
}
