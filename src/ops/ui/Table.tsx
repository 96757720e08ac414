import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

/** A data table with a visible caption and a header cell (<th scope="col">) per column key; rows come from the screen. */
export function Table<C extends string>({
  caption,
  columns,
  columnLabel,
  children,
}: {
  caption: string;
  columns: readonly C[];
  columnLabel: (column: C) => string;
  children: ReactNode;
}) {
  const theme = useTheme();
  return (
    <div css={{ overflowX: 'auto' }}>
      <table
        css={{
          width: '100%',
          borderCollapse: 'collapse',
          background: theme.colors.surface,
          'th, td': {
            textAlign: 'left',
            padding: `${theme.spacing.sm} ${theme.spacing.md}`,
            borderBottom: `1px solid ${theme.colors.border}`,
            verticalAlign: 'top',
          },
          th: { background: theme.colors.surfaceAlt, fontWeight: theme.font.weightBold },
          'td.num': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
        }}
      >
        <caption css={{ textAlign: 'left', padding: `${theme.spacing.sm} 0`, fontWeight: theme.font.weightBold }}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {columnLabel(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
