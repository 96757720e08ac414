import styled from '@emotion/styled';
import type { RecordPnlTotals } from '@common/generated/api';
import { useTranslation } from 'react-i18next';
import { Signed } from './recordsLayout';
import { useRecordMoney } from './useRecordMoney';

/** One line of the table: a day or a category, with its sums. */
export interface PnlLine extends RecordPnlTotals {
  key: string;
  label: string;
  /** A shorter label for the chart's axis (MM/DD for a day). */
  short?: string;
}

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.sizeSm};
  caption {
    text-align: start;
    font-weight: ${({ theme }) => theme.font.weightBold};
    padding-bottom: ${({ theme }) => theme.spacing.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.spacing.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: end;
    white-space: nowrap;
  }
  th:first-of-type {
    text-align: start;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 400;
  }
  tfoot th,
  tfoot td {
    border-bottom: none;
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

/**
 * Profit and loss as a table: the accessible form of the chart (every value the chart draws, in text), one row per
 * day or category and the period's total.
 */
export function PnlTable({
  caption,
  firstColumn,
  lines,
  totals,
}: {
  caption: string;
  firstColumn: string;
  lines: readonly PnlLine[];
  totals: RecordPnlTotals;
}) {
  const { t } = useTranslation();
  const { money, signed, cents } = useRecordMoney();
  const cells = (line: RecordPnlTotals) => (
    <>
      <td>{line.count}</td>
      <td>{money(line.stake)}</td>
      <td>{money(line.win)}</td>
      <td>
        <Signed sign={Math.sign(cents(line.net))}>{signed(line.net)}</Signed>
      </td>
    </>
  );
  return (
    <Scroll>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{firstColumn}</th>
            <th scope="col">{t('records.pnl.bets')}</th>
            <th scope="col">{t('records.bets.stake')}</th>
            <th scope="col">{t('records.bets.win')}</th>
            <th scope="col">{t('records.bets.net')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <th scope="row">{line.label}</th>
              {cells(line)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('records.pnl.total')}</th>
            {cells(totals)}
          </tr>
        </tfoot>
      </Table>
    </Scroll>
  );
}
