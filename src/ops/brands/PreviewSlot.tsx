import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewPanel as PanelType } from './PreviewPanel';

// The phone frames load when the Preview tab is opened: their own chunk.
const Panel = lazy(() => import('./PreviewPanel').then((module) => ({ default: module.PreviewPanel })));

/** The brand's preview in phone frames (PreviewPanel): its draft when there is one, else the live version. */
export function PreviewSlot(props: ComponentProps<typeof PanelType>) {
  const { t } = useTranslation('shell');
  return (
    <Suspense fallback={<p role="status">{t('loading')}</p>}>
      <Panel {...props} />
    </Suspense>
  );
}
