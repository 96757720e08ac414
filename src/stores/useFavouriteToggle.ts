import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../api/apiErrorText';
import type { GameItem } from '@common/generated/api';
import { TOAST_MS } from './FeedbackStore';
import { useStores } from './StoresContext';
import { useRequireLogin } from './useRequireLogin';

/** Favourite toggle: guests go to login; members see the mark change at once, rolled back with a message on failure. */
export function useFavouriteToggle(onRemoved?: (nodeId: number) => void) {
  const { favourites, feedback } = useStores();
  const { t } = useTranslation();
  const requireLogin = useRequireLogin('page');
  return async (game: GameItem) => {
    if (!requireLogin()) return;
    try {
      const nowFavourite = await favourites.toggle(game);
      if (!nowFavourite) onRemoved?.(game.nodeId);
    } catch (error) {
      feedback.showToast({ kind: 'error', message: apiErrorText(t, error), duration: TOAST_MS.short });
    }
  };
}
