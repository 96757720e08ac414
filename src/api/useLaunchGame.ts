import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '../stores/FeedbackStore';
import { playSession } from '../stores/playSession';
import { useStores } from '../stores/StoresContext';
import { useRequireLogin } from '../stores/useRequireLogin';
import { apiErrorText } from './apiErrorText';
import { fetchLaunchUrl, type GameItem } from './gamesApi';

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
      win.location.href = await fetchLaunchUrl(game);
      playSession.start(win);
    } catch (error) {
      win.close();
      feedback.showToast({ kind: 'error', message: apiErrorText(t, error), duration: TOAST_MS.short });
    }
  };
}
