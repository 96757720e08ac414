import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { GameItem } from '../../api/gamesApi';
import { TOAST_MS } from '../../stores/FeedbackStore';
import { useStores } from '../../stores/StoresContext';
import { apiErrorText } from '../auth/apiErrorText';

/** Favourite toggle: guests go to login; members see the mark change at once, rolled back with a message on failure. */
export function useFavouriteToggle(onRemoved?: (nodeId: number) => void) {
  const { session, favourites, feedback } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return async (game: GameItem) => {
    if (!session.loggedIn) {
      navigate(`/m/login?redirect=${encodeURIComponent(pathname + search)}`);
      return;
    }
    try {
      const nowFavourite = await favourites.toggle(game);
      if (!nowFavourite) onRemoved?.(game.nodeId);
    } catch (error) {
      feedback.showToast({ kind: 'error', message: apiErrorText(t, error), duration: TOAST_MS.short });
    }
  };
}
