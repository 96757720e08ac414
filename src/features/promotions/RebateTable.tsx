import type { RebateManualReply } from '@common/generated/api';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from './useMoneyText';

export type RebateLineData = RebateManualReply['lines'][number];

/** A rate in basis points as a percentage with two decimals (80 → "0.80%"). */
export const rateText = (bps: number): string => `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}%`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.sizeMd};
  caption {
    padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
    font-weight: ${({ theme }) => theme.font.weightBold};
    text-align: start;
  }
  th,
  td {
    padding: ${({ theme }) => theme.spacing.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: end;
  }
  th:first-of-type,
  td:first-of-type {
    text-align: start;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
    font-weight: 400;
  }
  tfoot th,
  tfoot td {
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

/** The rebate accrued by bet category: its rate, the valid stake and the rebate it earned, with the total. */
export function RebateTable({
  lines,
  total,
  caption,
}: {
  lines: readonly RebateLineData[];
  total: string;
  caption: string;
}) {
  const { t } = useTranslation();
  const moneyText = useMoneyText();
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('promotions.rebate.category')}</th>
          <th scope="col">{t('promotions.rebate.rate')}</th>
          <th scope="col">{t('promotions.rebate.validBet')}</th>
          <th scope="col">{t('promotions.rebate.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.category}>
            <th scope="row">{t(`promotions.betCategory.${line.category}`)}</th>
            <td>{rateText(line.rateBps)}</td>
            <td>{moneyText(line.validBet)}</td>
            <td>{moneyText(line.rebate)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {t('promotions.rebate.total')}
          </th>
          <td>{moneyText(total)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
