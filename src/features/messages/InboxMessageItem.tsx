import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from './InboxListStore';
import { useBrandTime } from '../../stores/useBrandTime';
import { Disclosure, DisclosureToggle } from '../../ui/Disclosure';
import { SafeHtml } from '../../ui/SafeHtml';

const Item = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Toggle = styled(DisclosureToggle)<{ unread?: boolean }>`
  display: grid;
  grid-template-columns: 12px 1fr;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
  align-items: center;
  font-weight: normal;
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.badge};
`;

const Title = styled.span<{ unread: boolean }>`
  font-weight: ${({ unread, theme }) => (unread ? theme.font.weightBold : 'normal')};
`;

const Time = styled.span`
  grid-column: 2;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const Panel = styled.div`
  padding: 0 ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.md} 32px;
  h3 {
    margin: ${({ theme }) => theme.spacing.sm} 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
  p {
    margin: 0;
  }
`;

const Own = styled.div`
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  /* the member's own words, as typed: line breaks kept, never read as HTML */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/**
 * One message: the title (bold, with a dot and a hidden "Unread:" label while unread) opens the text. A reply to the
 * member's feedback opens as a conversation: their own text (plain text) first, then the operator's reply.
 */
export function InboxMessageItem({
  message,
  read,
  open,
  onToggle,
}: {
  message: InboxMessage;
  read: boolean;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const { formatDate } = useBrandTime();
  const summary = (
    <>
      {read ? <span /> : <Dot aria-hidden="true" />}
      <Title unread={!read}>
        {!read && <span className="visually-hidden">{t('messages.unreadLabel')} </span>}
        {message.title}
      </Title>
      <Time>{formatDate(message.time, 'MM/DD/YYYY HH:mm')}</Time>
    </>
  );
  return (
    <Item>
      <Disclosure summary={summary} open={open} onToggle={onToggle} toggle={Toggle} panel={Panel}>
        {message.feedback !== undefined ? (
          <section aria-label={t('messages.conversation')}>
            <h3>{t('messages.yourFeedback')}</h3>
            <Own>{message.feedback}</Own>
            {message.feedbackTime !== undefined && (
              <Time>{t('messages.sentOn', { date: formatDate(message.feedbackTime, 'MM/DD/YYYY HH:mm') })}</Time>
            )}
            <h3>{t('messages.reply')}</h3>
            <SafeHtml html={message.content} />
          </section>
        ) : (
          <SafeHtml html={message.content} />
        )}
      </Disclosure>
    </Item>
  );
}
