import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteData } from '../api/useRemoteData';
import { PrimaryButton } from './Button';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** The loading status of a screen or section, announced politely. */
export function Loading() {
  const { t } = useTranslation();
  return <Muted role="status">{t('app.loading')}</Muted>;
}

/** A failed load: "Loading failed, click to retry" as an alert, and the Retry button (SPEC §9). */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box>
      <p role="alert">{t('app.loadFailed')}</p>
      <PrimaryButton type="button" onClick={onRetry}>
        {t('app.retry')}
      </PrimaryButton>
    </Box>
  );
}

/** The note shown when a load succeeded with nothing to list. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <Muted>{children}</Muted>;
}

/**
 * A remote load's states around its content: failed (alert and Retry), loading (status), empty (the `empty` note),
 * then `children` with the data. Data already shown stays while a newer load runs.
 */
export function AsyncView<T>({
  state,
  isEmpty,
  empty,
  children,
}: {
  state: Pick<RemoteData<T>, 'data' | 'loading' | 'failed' | 'retry'>;
  /** Whether the data counts as empty (default: an empty array). */
  isEmpty?: (data: T) => boolean;
  /** What to show when empty (text, usually). */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (state.failed) return <LoadFailed onRetry={state.retry} />;
  if (state.data === undefined) return state.loading ? <Loading /> : null;
  const blank = isEmpty ? isEmpty(state.data) : Array.isArray(state.data) && state.data.length === 0;
  if (blank) return empty === undefined ? null : <EmptyNote>{empty}</EmptyNote>;
  return <>{children(state.data)}</>;
}
