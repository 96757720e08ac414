import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { VisitorHeaderButtons } from '../../features/shell/VisitorHeaderButtons';
import { paths } from '../../registry/paths';
import { useStores } from '../../stores/StoresContext';
import { useBalanceText } from '../../stores/useBalanceText';
import { HeaderMenuButton } from './HeaderMenuButton';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 52px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  background: ${({ theme }) => theme.colors.headerBg};
  color: ${({ theme }) => theme.colors.onHeader};
`;

const Title = styled.h1`
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.sizeLg};
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const IconButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: none;
  background: none;
  color: inherit;
  font-size: 22px;
  cursor: pointer;
`;

const Right = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Account = styled.div`
  display: grid;
  text-align: right;
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.3;
`;

const HOME_PATHS = new Set<string>([paths.home]);

/** Back: to home from login, register, trial, notice and forget; elsewhere history, or home when there is none. */
function useBack(back: 'home' | undefined) {
  const navigate = useNavigate();
  return () => {
    if (back === 'home') navigate(paths.home);
    else if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    else navigate(paths.home, { replace: true });
  };
}

/** The page header of SPEC §2: logo on home, back arrow elsewhere; visitor buttons or the member's balance. */
export const AppHeader = observer(function AppHeader({ title, back }: { title: string; back?: 'home' }) {
  const { settings, session } = useStores();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const onBack = useBack(back);
  const isHome = HOME_PATHS.has(pathname);
  const balanceText = useBalanceText();
  return (
    <Bar>
      {isHome ? (
        <Link to={paths.home} aria-label={settings.brand.name}>
          {settings.logoUrl ? (
            <img src={settings.logoUrl} alt={settings.brand.name} width={120} height={30} />
          ) : (
            settings.brand.name
          )}
        </Link>
      ) : (
        <IconButton type="button" onClick={onBack} aria-label={t('header.back')}>
          ‹
        </IconButton>
      )}
      {isHome ? <span /> : <Title>{title}</Title>}
      <Right>
        {session.loggedIn ? (
          <Account aria-label={t('header.account')}>
            <span>{session.displayName}</span>
            <span aria-live="polite">
              <span className="visually-hidden">{t('header.balance')} </span>
              {balanceText}
            </span>
          </Account>
        ) : (
          isHome && <VisitorHeaderButtons />
        )}
        <HeaderMenuButton />
      </Right>
    </Bar>
  );
});
