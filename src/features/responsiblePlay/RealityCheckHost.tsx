import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '../../stores/FeedbackStore';
import { playSession } from '../../stores/playSession';
import { useStores } from '../../stores/StoresContext';
import { RealityCheckDialog } from './RealityCheckDialog';
import { RealityCheckStore } from './RealityCheckStore';
import { callApi } from '../../api/callApi';
import { takeSignedOutUntil } from './rpSignOut';
import { useRpFormat } from './useRpFormat';

/**
 * Mounted once in the shell: while a member plays a game this tab opened, the reality check comes every N minutes
 * (the member's choice, read when the game opens; until then the brand's default). Built in an effect, so a server
 * render has no timer.
 */
export const RealityCheckHost = observer(function RealityCheckHost() {
  const { session, settings, feedback } = useStores();
  const { t } = useTranslation();
  const { when } = useRpFormat();
  const [store, setStore] = useState<RealityCheckStore>();
  const fallback = settings.settings.responsiblePlay?.realityCheckDefault ?? 60;

  // Just signed out by a time-out or self-exclusion (the page reloaded): say until when.
  useEffect(() => {
    const until = takeSignedOutUntil();
    if (until !== undefined)
      feedback.showToast({
        kind: 'success',
        message: t('rp.exclusion.done', { until: when(until) }),
        duration: TOAST_MS.long,
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the page that loads after the exclusion
  }, []);

  useEffect(() => {
    const created = new RealityCheckStore(playSession, fallback);
    setStore(created);
    const stopReading = reaction(
      () => playSession.startedAt,
      (startedAt) => {
        if (startedAt === undefined || !session.loggedIn || session.session?.trial) return;
        callApi('rpOverview').then(
          ({ value }) => created.setInterval(value.realityCheckMinutes),

          () => undefined,
        );
      },
    );
    // Signing out ends the play session (the game's ticket dies with the session).
    const stopOnSignOut = reaction(
      () => session.loggedIn,
      (loggedIn) => {
        if (!loggedIn) playSession.end();
      },
    );
    return () => {
      stopReading();
      stopOnSignOut();
      created.dispose();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one store for the shell's life
  }, []);

  if (!store || !session.loggedIn) return null;
  return <RealityCheckDialog store={store} />;
});
