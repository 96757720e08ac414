import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStores } from '../../stores/StoresContext';
import { UnreadCount } from './UnreadCount';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  list-style: none;
  a {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.spacing.xs};
    min-height: 64px;
    padding: ${({ theme }) => theme.spacing.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.card};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.sizeMd};
    text-align: center;
    text-decoration: none;
  }
`;

/**
 * The agent home's navigation grid (SPEC §2): each tile behind its white-label menu setting (`agent.*` flags, filtered
 * by MenuStore), online service always; the mail tile carries the shared unread message count.
 */
export const AgentGrid = observer(function AgentGrid() {
  const { menus, inbox } = useStores();
  const { t } = useTranslation();
  return (
    <nav aria-label={t('agent.gridLabel')}>
      <Grid>
        {menus.agentGrid.map((item) => (
          <li key={item.id}>
            <Link to={item.to ?? '/m/agent'}>
              <span>{t(item.labelKey)}</span>
              {item.id === 'mail' && <UnreadCount count={inbox.unreadCount} />}
            </Link>
          </li>
        ))}
      </Grid>
    </nav>
  );
});
