import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@common/generated/api';
import { Modal } from '../../ui/Modal';
import { SafeHtml } from '../../ui/SafeHtml';

/** Remembered for the browser session (sign-out clears it), so the popup greets each visit once. */
export const SEEN_KEY = 'homePopupSeen';

/** The login pop-up announcement (type PU): shown on home once per session after signing in; HTML sanitised. */
export default function HomePopup({ popups }: { popups: readonly Announcement[] }) {
  const { t } = useTranslation();
  const [seen, setSeen] = useState(() => sessionStorage.getItem(SEEN_KEY) === '1');
  const popup = popups[0];
  if (!popup || seen) return null;
  const close = () => {
    sessionStorage.setItem(SEEN_KEY, '1');
    setSeen(true);
  };
  return (
    <Modal open title={popup.title} closeLabel={t('common.close')} onClose={close}>
      <SafeHtml html={popup.content} />
    </Modal>
  );
}
