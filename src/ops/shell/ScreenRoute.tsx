import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpsAccess } from '../me';
import { screens, type OpsScreen } from '../screens';
import { NotAllowed } from './NotAllowed';

/** Each screen's component, made once: its chunk loads on the first visit. */
export const screenComponents = new Map<string, ComponentType>(
  screens.map((screen) => [screen.path, lazy(screen.load)]),
);

/** One screen of src/ops/screens.ts: its own chunk, shown only with its permission. */
export function ScreenRoute({ screen, Screen }: { screen: OpsScreen; Screen: ComponentType }) {
  const { t } = useTranslation('shell');
  const access = useOpsAccess();
  const allowed = access.can(screen.permission);
  const label = t(screen.labelKey);
  useEffect(() => {
    document.title = `${label} · ${t('title')}`;
  }, [label, t]);
  if (!allowed) return <NotAllowed />;
  return (
    <Suspense fallback={<p role="status">{t('loading')}</p>}>
      <Screen />
    </Suspense>
  );
}
