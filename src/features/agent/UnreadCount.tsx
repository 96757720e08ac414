import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';

const Bubble = styled.span`
  min-width: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.badge};
  color: ${({ theme }) => theme.colors.onBadge};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 20px;
  text-align: center;
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** An unread count bubble (nothing at 0), read out as "n unread" after the entry's name. */
export function UnreadCount({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <>
      <Bubble aria-hidden="true">{count > 99 ? '99+' : count}</Bubble>
      <Hidden>{t('agent.unread', { count })}</Hidden>
    </>
  );
}
