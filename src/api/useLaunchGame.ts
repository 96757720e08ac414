import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '../stores/FeedbackStore';
import { playSession } from '../stores/playSession';
import { useStores } from '../stores/StoresContext';
import { useRequireLogin } from '../stores/useRequireLogin';
import { apiErrorText } from './apiErrorText';
import type { GameItem } from '@common/generated/api';
import { callApi } from './callApi';

/**
 * Opens a game: guests go to login; members get a new window opened in the tap itself (so popup blockers allow it),
 * pointed at the vendor's launch URL once the server gives it (SPEC §2/§4).
 */
export function useLaunchGame() {
  const { feedback } = useStores();
  const { t } = useTranslation();
  const requireLogin = useRequireLogin('page');
  return async (game: GameItem) => {
    if (!requireLogin()) return;
    const win = window.open('', '_blank');
    if (!win) {
      feedback.showToast({ kind: 'error', message: t('games.popupBlocked'), duration: TOAST_MS.short });
      return;
    }
    try {
      // The reply is the vendor's launch URL (the reference server's demo game page); the game becomes recent.
      const { value } = await callApi('gameLaunch', {
        query: { vendor: game.vassalage, gameId: game.roomId || game.gameId, nodeId: game.nodeId, showChoice: false },
      });
      win.location.href = value.url;

      playSession.start(win);
    } catch (error) {
      win.close();
      feedback.showToast({ kind: 'error', message: apiErrorText(t, error), duration: TOAST_MS.short });
    }
  };
}
