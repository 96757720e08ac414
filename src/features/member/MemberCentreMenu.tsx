import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../registry/menus/menuItem';
import { MemberEntry } from './MemberEntry';
import { UnreadDot } from './UnreadDot';

/** How a menu is laid out: one bar, a 2×2 grid, rows, or a 3-column grid (docs/member-centre.md). */
export type MemberMenuLook = 'bar' | 'grid2' | 'rows' | 'grid3';

const COLUMNS: Record<MemberMenuLook, string> = {
  bar: 'repeat(auto-fit, minmax(0, 1fr))',
  grid2: 'repeat(2, 1fr)',
  rows: '1fr',
  grid3: 'repeat(3, 1fr)',
};

const List = styled.ul<{ look: MemberMenuLook }>`
  display: grid;
  grid-template-columns: ${({ look }) => COLUMNS[look]};
  gap: ${({ theme, look }) => (look === 'rows' ? 0 : theme.spacing.sm)};
  margin: 0;
  padding: ${({ theme, look }) => (look === 'rows' ? 0 : theme.spacing.sm)};
  list-style: none;
  li {
    ${({ theme, look }) => (look === 'rows' ? `border-bottom: 1px solid ${theme.colors.border};` : '')}
  }
  a,
  button {
    display: flex;
    align-items: center;
    justify-content: ${({ look }) => (look === 'rows' ? 'flex-start' : 'center')};
    width: 100%;
    min-height: ${({ look }) => (look === 'rows' ? '48px' : '56px')};
    padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
    border: none;
    border-radius: ${({ theme, look }) => (look === 'rows' ? 0 : theme.radii.md)};
    background: ${({ theme, look }) => (look === 'rows' ? 'none' : theme.colors.surfaceAlt)};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme, look }) => (look === 'rows' ? theme.font.sizeMd : theme.font.sizeSm)};
    text-align: ${({ look }) => (look === 'rows' ? 'start' : 'center')};
    text-decoration: none;
    cursor: pointer;
  }
`;

/** One menu of the member centre as a labelled navigation; the message centre entry carries the unread dot. */
export function MemberMenu({
  items,
  label,
  look,
  onBlocked,
  unread = 0,
}: {
  items: readonly MenuItem[];
  label: string;
  look: MemberMenuLook;
  onBlocked: (item: MenuItem) => void;
  unread?: number;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label}>
      <List look={look}>
        {items.map((item) => (
          <li key={item.id}>
            <MemberEntry item={item} onBlocked={onBlocked}>
              {t(item.labelKey)}
              {item.showsUnread && <UnreadDot count={unread} />}
            </MemberEntry>
          </li>
        ))}
      </List>
    </nav>
  );
}
