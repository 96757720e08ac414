import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../registry/paths';
import { useSignOut } from './useSignOut';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.spacing.lg};
    border: none;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
`;

/** /m/set: change password and sign out (visitors are sent home by the route guard). */
export default function SettingsScreen() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <List>
      <li>
        <Link to={paths.changePsw}>{t('route.changePsw')}</Link>
      </li>
      <li>
        <button type="button" onClick={() => void signOut()}>
          {t('auth.signOut')}
        </button>
      </li>
    </List>
  );
}
