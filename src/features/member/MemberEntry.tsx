import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MenuItem } from '../../registry/menus/menuItem';

/**
 * One member-centre entry as a person can use it: a link to its route, or — for a visitor or a refused member — a
 * button that opens the login popup (then the route) or says why (`onBlocked`).
 */
export function MemberEntry({
  item,
  onBlocked,
  className,
  children,
}: {
  item: MenuItem;
  onBlocked: (item: MenuItem) => void;
  className?: string;
  children: ReactNode;
}) {
  if (item.blocked || !item.to)
    return (
      <button type="button" className={className} onClick={() => onBlocked(item)}>
        {children}
      </button>
    );
  return (
    <Link to={item.to} className={className}>
      {children}
    </Link>
  );
}
