import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../registry/paths';
import { useStores } from '../../stores/StoresContext';
import { UnreadCount } from './UnreadCount';

const Bar = styled.nav`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 11;
  padding-bottom: env(safe-area-inset-bottom);
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.footerBg};
  ul {
    display: grid;
    grid-auto-columns: 1fr;
    grid-auto-flow: column;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.spacing.xs};
    min-height: 56px;
    padding: ${({ theme }) => theme.spacing.xs};
    color: ${({ theme }) => theme.colors.onFooter};
    font-size: ${({ theme }) => theme.font.sizeSm};
    text-align: center;
    text-decoration: none;
  }
  a.active {
    color: ${({ theme }) => theme.colors.footerActive};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

/**
 * The agent footer (SPEC §2): home, open account, dividend (only with the dividend feature) and agent announcements
 * with their unread count. Opening the announcements tells the server they were seen.
 */
export const AgentFooter = observer(function AgentFooter({
  announcementUnread,
  onAnnouncementsOpened,
}: {
  announcementUnread: number;
  onAnnouncementsOpened: () => void;
}) {
  const { menus } = useStores();
  const { t } = useTranslation();
  return (
    <Bar aria-label={t('agent.footerLabel')}>
      <ul>
        {menus.agentFooter.map((item) => (
          <li key={item.id}>
            <NavLink
              to={item.to ?? paths.agent}
              end
              onClick={item.id === 'announcements' ? onAnnouncementsOpened : undefined}
            >
              <span>{t(item.labelKey)}</span>
              {item.id === 'announcements' && <UnreadCount count={announcementUnread} />}
            </NavLink>
          </li>
        ))}
      </ul>
    </Bar>
  );
});
