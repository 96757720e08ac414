import styled from '@emotion/styled';

/** A compact table of figures: the first column names the row, the others are right-aligned numbers. */
export const Table = styled.table<{ dense?: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme, dense }) => (dense ? theme.font.sizeSm : theme.font.sizeMd)};
  caption {
    padding: ${({ theme }) => theme.spacing.xs} 0;
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: start;
  }
  th,
  td {
    padding: ${({ theme }) => theme.spacing.xs} 2px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: end;
  }
  /* An amount stays on one line; names and dates in the first column wrap. */
  td {
    white-space: nowrap;
  }
  th:first-of-type,
  td:first-of-type {
    text-align: start;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 400;
  }
`;
