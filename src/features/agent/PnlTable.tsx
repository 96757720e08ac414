import { useTranslation } from 'react-i18next';
import styled from '@emotion/styled';
import type { AgentPnlRow } from '@common/generated/api';
import { Table } from './DataTable';
import { useMoney } from './useMoney';

const Wrap = styled.div`
  padding: 0 ${({ theme }) => theme.spacing.md};
`;

/** Rows of settled-bet figures (a member or a day each): bets, stake, valid stake, win and profit and loss. */
export function PnlTable({
  caption,
  keyLabel,
  rows,
  keyText = (row) => row.key,
}: {
  caption: string;
  keyLabel: string;
  rows: readonly AgentPnlRow[];
  keyText?: (row: AgentPnlRow) => string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Wrap>
      <Table dense>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{keyLabel}</th>
            <th scope="col">{t('agent.pnl.betCount')}</th>
            <th scope="col">{t('agent.pnl.validStake')}</th>
            <th scope="col">{t('agent.pnl.win')}</th>
            <th scope="col">{t('agent.pnl.pnl')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{keyText(row)}</th>
              <td>{row.betCount}</td>
              <td>{money(row.validStake)}</td>
              <td>{money(row.win)}</td>
              <td data-pnl={row.pnl}>{money(row.pnl)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Wrap>
  );
}
