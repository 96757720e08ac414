import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';

const Dot = styled.span`
  display: inline-block;
  width: 8px;
  height: 8px;
  margin-inline-start: ${({ theme }) => theme.spacing.xs};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.badge};
  vertical-align: middle;
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** The unread dot: shown only above 0, read out as "Unread messages: n". */
export function UnreadDot({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <>
      <Dot aria-hidden="true" data-testid="unread-dot" />
      <Hidden>{t('member.unread', { count })}</Hidden>
    </>
  );
}
