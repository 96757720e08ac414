import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Announcement } from '@common/generated/api';
import { paths } from '../../registry/paths';

const scroll = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(-100%); }
`;

const Bar = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
  span[aria-hidden] {
    flex: none;
  }
  p {
    margin: 0;
    animation: ${scroll} 18s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    p {
      animation: none;
      overflow: hidden;
      text-overflow: ellipsis;
    }
  }
`;

const Placeholder = styled.div`
  min-height: 44px;
  background: ${({ theme }) => theme.colors.surface};
`;

/** The notice ticker: player notices scroll by; a tap opens /m/notice; a placeholder when there are none. */
export function NoticeMarquee({ notices }: { notices: readonly Announcement[] | undefined }) {
  const { t } = useTranslation();
  // Still loading: hold the bar's height, say nothing yet.
  if (notices === undefined) return <Placeholder aria-hidden="true" />;
  const text = notices.length ? notices.map((n) => n.title).join('   ·   ') : t('home.no_announcement');
  return (
    <Bar to={paths.notice} aria-label={`${t('home.notices')}: ${text}`}>
      <span aria-hidden="true">📢</span>
      <p>{text}</p>
    </Bar>
  );
}
