import type { AgentContractKind, AgentContractTerms } from '@common/generated/api';
import { useTranslation } from 'react-i18next';
import { Table } from './DataTable';
import { useMoney } from './useMoney';

/** What a tier pays (the column says per day or per hour): money, or a percentage of the net loss for a dividend. */
function useTierValue(kind: AgentContractKind): (value: string) => string {
  const { t } = useTranslation();
  const money = useMoney();
  return (value) => (kind === 'dividend' ? t('agent.contract.percent', { value }) : money(value));
}

/** A contract's tiers: the highest tier whose valid stake and active members the team reaches pays. */
export function ContractTermsTable({ kind, terms }: { kind: AgentContractKind; terms: AgentContractTerms }) {
  const { t } = useTranslation();
  const money = useMoney();
  const valueOf = useTierValue(kind);
  return (
    <Table>
      <caption>
        {terms.period
          ? t('agent.contract.periodLine', { period: t(`agent.contract.period.${terms.period}`) })
          : t('agent.contract.tiersCaption')}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('agent.contract.tier')}</th>
          <th scope="col">{t('agent.contract.minValidStake')}</th>
          <th scope="col">{t('agent.contract.minActive')}</th>
          <th scope="col">{t(`agent.contract.value.${kind}`)}</th>
        </tr>
      </thead>
      <tbody>
        {terms.tiers.map((tier, index) => (
          <tr key={index}>
            <th scope="row">{index + 1}</th>
            <td>{money(tier.minValidStake)}</td>
            <td>{tier.minActive}</td>
            <td>{valueOf(tier.value)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
