import type { Announcement as Notice } from '@common/generated/api';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useBrandTime } from '../../stores/useBrandTime';
import { Disclosure, DisclosureToggle } from '../../ui/Disclosure';
import { SafeHtml } from '../../ui/SafeHtml';

const Item = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: 0 ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.md};
  p {
    margin: 0;
  }
`;

const Dates = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** One notice: its title opens the dates (MM/DD/YYYY in the brand's zone; "Long term" without an end) and the text. */
export function NoticeItem({ notice, open, onToggle }: { notice: Notice; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const { formatDate } = useBrandTime();
  const until =
    notice.noExpiry === 1 || notice.endDate === null
      ? t('messages.longTerm')
      : t('messages.until', { date: formatDate(notice.endDate) });
  return (
    <Item>
      <Disclosure summary={notice.title} open={open} onToggle={onToggle} toggle={DisclosureToggle} panel={Panel}>
        <Dates>
          {t('messages.published', { date: formatDate(notice.startDate) })} · {until}
        </Dates>
        <SafeHtml html={notice.content} />
      </Disclosure>
    </Item>
  );
}
