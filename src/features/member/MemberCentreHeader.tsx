import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../registry/menus/menuItem';
import { TitleBar } from '../../ui/TitleBar';
import { MemberEntry } from './MemberEntry';
import { UnreadDot } from './UnreadDot';

const Shortcuts = styled.nav`
  ul {
    display: flex;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing.xs};
    border: none;
    background: none;
    color: inherit;
    font: inherit;
    font-size: ${({ theme }) => theme.font.sizeSm};
    text-decoration: none;
    cursor: pointer;
  }
`;

/** The member centre's own header: back to /m/home, the title, and the shortcuts (messages with the dot, settings). */
export function MemberCentreHeader({
  items,
  unread,
  onBlocked,
}: {
  items: readonly MenuItem[];
  unread: number;
  onBlocked: (item: MenuItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <TitleBar
      back="home"
      title={t('route.mine')}
      end={
        <Shortcuts aria-label={t('member.header.shortcuts')}>
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                <MemberEntry item={item} onBlocked={onBlocked}>
                  {t(item.labelKey)}
                  {item.showsUnread && <UnreadDot count={unread} />}
                </MemberEntry>
              </li>
            ))}
          </ul>
        </Shortcuts>
      }
    />
  );
}
