import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { footerLinks } from '../../registry/menus/shellMenus';
import { paths } from '../../registry/paths';
import { useStores } from '../../stores/StoresContext';
import { useBlockedMenuItem } from '../../ui/useBlockedMenuItem';

const Footer = styled.footer`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 10;
  background: ${({ theme }) => theme.colors.footerBg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-bottom: env(safe-area-inset-bottom);
`;

const List = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemStyles = ({ theme }: { theme: Theme }) => css`
  position: relative;
  display: grid;
  place-items: center;
  width: 100%;
  min-height: 56px;
  padding: ${theme.spacing.xs};
  border: none;
  background: none;
  color: ${theme.colors.onFooter};
  font-family: inherit;
  font-size: ${theme.font.sizeSm};
  text-decoration: none;
  cursor: pointer;
  &.active {
    color: ${theme.colors.footerActive};
    font-weight: ${theme.font.weightBold};
  }
`;

const Item = styled(NavLink)(itemStyles);
/** An entry this person may not open: a button that says why, or opens the login popup. */
const BlockedItem = styled.button(itemStyles);

const Bubble = styled.span`
  position: absolute;
  top: 4px;
  right: 8px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.badge};
  color: ${({ theme }) => theme.colors.onBadge};
  font-size: 10px;
  line-height: 16px;
`;

/** A small text line under the menu, e.g. the responsible-play help (issue 19). */
const Links = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  text-align: center;
  font-size: 11px;
  a {
    /* Small text, but a target a thumb can hit: at least 24 × 24 px (WCAG 2.5.8). */
    display: inline-block;
    min-height: 24px;
    line-height: 24px;
    padding: 0 ${({ theme }) => theme.spacing.sm};
    color: ${({ theme }) => theme.colors.onFooter};
  }
`;

/** The footer renders on every page; its menu hides on the pages SPEC §2 lists. */
export const AppFooter = observer(function AppFooter({ showMenu }: { showMenu: boolean }) {
  const { menus } = useStores();
  const { t } = useTranslation();
  const onBlocked = useBlockedMenuItem();
  return (
    <Footer>
      {showMenu && (
        <nav aria-label={t('footer.navLabel')}>
          <List>
            {menus.footer.map((item) => (
              <li key={item.id}>
                {item.blocked ? (
                  <BlockedItem type="button" onClick={() => onBlocked(item)}>
                    {t(item.labelKey)}
                  </BlockedItem>
                ) : (
                  <Item to={item.to ?? paths.home}>
                    {t(item.labelKey)}
                    {item.badge !== undefined && (
                      <Bubble aria-label={t('footer.bonus', { count: item.badge })}>{item.badge}</Bubble>
                    )}
                  </Item>
                )}
              </li>
            ))}
          </List>
        </nav>
      )}
      <Links>
        {footerLinks.map((link) => (
          <NavLink key={link.id} to={link.to ?? paths.home}>
            {t(link.labelKey)}
          </NavLink>
        ))}
      </Links>
    </Footer>
  );
});
