import type { AgentRebateRates } from '@common/generated/api';
import { useTranslation } from 'react-i18next';
import { Table } from '../DataTable';

/** Rates of one account per category, with the ceiling each may reach. */
export function RatesTable({ rates, caption }: { rates: AgentRebateRates; caption: string }) {
  const { t } = useTranslation();
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('agent.rebates.category')}</th>
          <th scope="col">{t('agent.rebates.rate')}</th>
          <th scope="col">{t('agent.rebates.max')}</th>
        </tr>
      </thead>
      <tbody>
        {rates.rates.map((r) => (
          <tr key={r.category}>
            <th scope="row">{t(`agent.category.${r.category}`)}</th>
            <td>{t('agent.contract.percent', { value: r.rate })}</td>
            <td>{t('agent.contract.percent', { value: r.max })}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
