import type { AgentContract } from '@common/generated/api';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { PrimaryButton, SecondaryButton } from '../../../ui/Button';
import { FormAlert } from '../../../ui/form/FormLayout';
import { useSubmit } from '../../../ui/form/useSubmit';
import { callApi } from '../../../api/callApi';
import { ContractCard } from './ContractCard';

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** An offer waiting for the agent: its terms with Accept and Decline (accepting replaces the current contract). */
export function PendingOffer({ offer, onDecided }: { offer: AgentContract; onDecided: () => void }) {
  const { t } = useTranslation();
  const { busy, problem, run } = useSubmit();
  const decide = (accept: boolean) =>
    void run(() => callApi('agentContractDecide', { params: { id: offer.id }, body: { accept } }), {
      success: t(accept ? 'agent.contract.accepted' : 'agent.contract.declined'),
      onSuccess: onDecided,
    });
  const from = offer.offeredBy ?? t('agent.contract.operator');
  return (
    <ContractCard contract={offer} title={t('agent.contract.offerFrom', { name: from })}>
      <FormAlert>{problem}</FormAlert>
      <Actions>
        <SecondaryButton type="button" disabled={busy} onClick={() => decide(false)}>
          {t('agent.contract.decline')}
        </SecondaryButton>
        <PrimaryButton type="button" disabled={busy} onClick={() => decide(true)}>
          {t('agent.contract.accept')}
        </PrimaryButton>
      </Actions>
    </ContractCard>
  );
}
