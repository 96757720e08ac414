import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuItem } from '../registry/menus/menuItem';

export interface MenuListProps {
  items: readonly MenuItem[];
  /** Accessible name of the navigation landmark (visible text elsewhere on screen). */
  label: string;
  layout?: 'list' | 'grid' | 'bar';
  /** Called for items without a route (actions such as sign out). */
  onAction?: (id: string) => void;
  /** Called for items this person may not open (login popup, refusal message). */
  onBlocked?: (item: MenuItem) => void;
}

const List = styled.ul<{ layout: NonNullable<MenuListProps['layout']> }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: ${({ layout }) => (layout === 'list' ? 'block' : 'grid')};
  grid-template-columns: ${({ layout }) => (layout === 'grid' ? 'repeat(3, 1fr)' : 'repeat(auto-fit, minmax(0, 1fr))')};
  gap: ${({ theme, layout }) => (layout === 'list' ? 0 : theme.spacing.sm)};
`;

const itemStyles = `
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 44px;
  border: none;
  background: none;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

const ItemLink = styled(Link)`
  ${itemStyles}
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.text};
`;

const ItemButton = styled.button`
  ${itemStyles}
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.text};
`;

const Badge = styled.span`
  min-width: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.badge};
  color: ${({ theme }) => theme.colors.onBadge};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 20px;
  text-align: center;
`;

/** A navigation list of menu items declared as data: links for routes, buttons for actions. */
export function MenuList({ items, label, layout = 'list', onAction, onBlocked }: MenuListProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label}>
      <List layout={layout}>
        {items.map((item) => {
          const content = (
            <>
              <span>{t(item.labelKey)}</span>
              {item.badge !== undefined && <Badge>{item.badge}</Badge>}
            </>
          );
          return (
            <li key={item.id}>
              {item.blocked ? (
                <ItemButton type="button" onClick={() => onBlocked?.(item)}>
                  {content}
                </ItemButton>
              ) : item.to ? (
                <ItemLink to={item.to}>{content}</ItemLink>
              ) : (
                <ItemButton type="button" onClick={() => onAction?.(item.id)}>
                  {content}
                </ItemButton>
              )}
            </li>
          );
        })}
      </List>
    </nav>
  );
}
