import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../registry/paths';
import { useStores } from '../../stores/StoresContext';

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.lg};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.text};
  }
`;

type LinkId = 'home' | 'login' | 'register' | 'forget' | 'service' | 'download';

/**
 * The side links of the sign-in screens (SPEC §2): return home, register, forgot password, the online-service link
 * and the third-party download link — the last two only when the brand's configuration supplies them.
 */
export const AuthLinks = observer(function AuthLinks({ show }: { show: readonly LinkId[] }) {
  const { settings } = useStores();
  const { t } = useTranslation();
  const service = settings.settings.customerService[0]?.url;
  const download = settings.settings.downloadableLink?.USDJUMP;
  const internal: Partial<Record<LinkId, [string, string]>> = {
    home: [paths.home, 'auth.links.home'],
    login: [paths.login, 'auth.links.login'],
    register: [paths.register, 'auth.links.register'],
    forget: [paths.forget, 'auth.links.forget'],
  };
  return (
    <Nav aria-label={t('auth.links.label')}>
      <ul>
        {show.map((id) => {
          const target = internal[id];
          if (target)
            return (
              <li key={id}>
                <Link to={target[0]}>{t(target[1])}</Link>
              </li>
            );
          const href = id === 'service' ? service : download;
          if (!href) return null;
          return (
            <li key={id}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {t(`auth.links.${id}`)}
              </a>
            </li>
          );
        })}
      </ul>
    </Nav>
  );
});
