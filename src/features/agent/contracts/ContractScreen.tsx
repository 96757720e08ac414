import type { AgentContractKind } from '@common/generated/api';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteData } from '../../../api/useRemoteData';
import { receivesDividend } from '../../../registry/roles';
import { useStores } from '../../../stores/StoresContext';
import { EmptyNote } from '../../../ui/LoadState';
import { AsyncView } from '../../../ui/LoadState';
import { callApi } from '../../../api/callApi';
import { ContractCard } from './ContractCard';
import { ContractReport } from './ContractReport';
import { OfferForm } from './OfferForm';
import { PendingOffer } from './PendingOffer';

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
  p {
    margin: 0;
  }
`;

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Section>
  );
}

/** Contracts need an agent type that takes part in them (SPEC §6: not 4, 40, 41 or 42). */
export const NoContracts = () => {
  const { t } = useTranslation();
  return <EmptyNote>{t('agent.contract.notForYou')}</EmptyNote>;
};

/**
 * A contract screen (daily salary, dividend, hourly salary): offers waiting for the agent (accept or decline), its
 * accepted contract and what it paid over a period, and offers to its direct sub-agents (request a contract).
 */
export const ContractScreen = observer(function ContractScreen({ kind }: { kind: AgentContractKind }) {
  const { session } = useStores();
  const { t } = useTranslation();
  const allowed = receivesDividend(session.memberType);
  const contracts = useRemoteData(async () => (await callApi('agentContracts', { query: { kind } })).value, [kind], {
    enabled: allowed,
  });
  if (!allowed) return <NoContracts />;
  const kindName = t(`agent.contract.kind.${kind}`);
  return (
    <AsyncView state={contracts}>
      {(c) => (
        <>
          {c.pending.length > 0 && (
            <Block id="contract-pending" title={t('agent.contract.pendingTitle')}>
              {c.pending.map((offer) => (
                <PendingOffer key={offer.id} offer={offer} onDecided={contracts.retry} />
              ))}
            </Block>
          )}
          <Block id="contract-own" title={t('agent.contract.ownTitle', { kind: kindName })}>
            {c.own ? (
              <ContractCard
                contract={c.own}
                title={t('agent.contract.offerFrom', { name: c.own.offeredBy ?? t('agent.contract.operator') })}
              />
            ) : (
              <p>{t('agent.contract.none', { kind: kindName })}</p>
            )}
          </Block>
          {c.own && <ContractReport kind={kind} />}
          <Block id="contract-offer" title={t('agent.offer.title')}>
            {!c.own ? (
              <p>{t('agent.offer.needOwn', { kind: kindName })}</p>
            ) : c.subAgents.length === 0 ? (
              <p>{t('agent.offer.noSubAgents')}</p>
            ) : (
              <OfferForm kind={kind} own={c.own} subAgents={c.subAgents} onOffered={contracts.retry} />
            )}
          </Block>
          {c.offered.length > 0 && (
            <Block id="contract-offered" title={t('agent.contract.offeredTitle')}>
              {c.offered.map((offer) => (
                <ContractCard
                  key={offer.id}
                  contract={offer}
                  title={t('agent.contract.offerTo', { name: offer.agentName })}
                />
              ))}
            </Block>
          )}
        </>
      )}
    </AsyncView>
  );
});
