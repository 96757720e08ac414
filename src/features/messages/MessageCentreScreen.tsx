import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from './InboxListStore';
import { TOAST_MS } from '../../stores/FeedbackStore';
import { useStores } from '../../stores/StoresContext';
import { SecondaryButton } from '../../ui/Button';
import { EmptyNote, LoadFailed, Loading } from '../../ui/LoadState';
import { FeatureUnavailable } from './FeatureUnavailable';
import { InboxListStore } from './InboxListStore';
import { InboxMessageItem } from './InboxMessageItem';

const Count = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const More = styled.div`
  display: grid;
  padding: ${({ theme }) => theme.spacing.md};
`;

/**
 * The message centre (/m/webEmail, /m/message; MAILCEN, members only): a paged inbox whose unread count is the shared
 * InboxStore's, so opening a message lowers it here, in the header and in the member centre at once.
 */
export const MessageCentreScreen = observer(function MessageCentreScreen() {
  const { settings, inbox, ui, feedback } = useStores();
  const { t } = useTranslation();
  const [store] = useState(() => new InboxListStore(inbox));
  const [openId, setOpenId] = useState<number>();
  const mailOn = settings.isOn('MAILCEN');

  useEffect(() => {
    // Titles come in the interface language: a new language reloads from page 1.
    if (mailOn) store.list.restart();
  }, [store, mailOn, ui.language]);

  if (!mailOn) return <FeatureUnavailable />;

  const list = store.list;
  const toggle = (message: InboxMessage) => {
    const opening = openId !== message.id;
    setOpenId(opening ? message.id : undefined);
    if (!opening) return;
    void store.open(message).then((ok) => {
      if (!ok) feedback.showToast({ kind: 'error', message: t('messages.readFailed'), duration: TOAST_MS.short });
    });
  };

  return (
    <div>
      <Count aria-live="polite">{t('messages.unreadLine', { n: inbox.unreadCount })}</Count>
      {list.items.length > 0 && (
        <List>
          {list.items.map((message) => (
            <InboxMessageItem
              key={message.id}
              message={message}
              read={store.isRead(message)}
              open={openId === message.id}
              onToggle={() => toggle(message)}
            />
          ))}
        </List>
      )}
      {list.failed ? (
        <LoadFailed onRetry={() => list.retry()} />
      ) : list.loading ? (
        <Loading />
      ) : list.empty ? (
        <EmptyNote>{t('messages.empty')}</EmptyNote>
      ) : (
        list.hasMore &&
        list.pageNum > 0 && (
          <More>
            <SecondaryButton type="button" onClick={() => void list.loadMore()}>
              {t('messages.loadMore')}
            </SecondaryButton>
          </More>
        )
      )}
    </div>
  );
});

export default MessageCentreScreen;
