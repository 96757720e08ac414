import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
    padding: ${({ theme }) => theme.spacing.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: none;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A labelled list of money records; each row is given by `row`. */
export function RecordList<T>({
  label,
  items,
  itemKey,
  row,
}: {
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  row: (item: T) => ReactNode;
}) {
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <li key={itemKey(item)}>{row(item)}</li>
      ))}
    </List>
  );
}
