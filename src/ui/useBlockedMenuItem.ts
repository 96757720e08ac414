import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../registry/menus/menuItem';
import { TOAST_MS } from '../stores/FeedbackStore';
import { useStores } from '../stores/StoresContext';

/** What a tap on a blocked menu item does: the login popup for visitors, the refusal message for others. */
export function useBlockedMenuItem() {
  const { ui, feedback } = useStores();
  const { t } = useTranslation();
  return (item: MenuItem) => {
    if (item.blocked?.kind === 'loginPopup') ui.openLoginPopup(item.blocked.next);
    else if (item.blocked?.kind === 'refuse')
      feedback.showToast({ kind: 'info', message: t(item.blocked.messageKey), duration: TOAST_MS.info });
  };
}
