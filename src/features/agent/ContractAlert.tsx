import type { AgentContractKind } from '@common/generated/api';
import styled from '@emotion/styled';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRemoteData } from '../../api/useRemoteData';
import { AnswerDialog } from '../../ui/AnswerDialog';
import { PrimaryButton, SecondaryButton } from '../../ui/Button';
import { FormAlert } from '../../ui/form/FormLayout';
import { useSubmit } from '../../ui/form/useSubmit';
import { AsyncView } from '../../ui/LoadState';
import { callApi } from '../../api/callApi';
import { CONTRACT_PATH } from './contractKinds';
import { ContractTermsTable } from './ContractTermsTable';

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.md};
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * SPEC §6 contract prompt as an alert dialog: who offers which contract and its tiers, with Accept and Decline, Go (the
 * contract screen) and Cancel (ask again next time). `onDone` moves on to the next kind.
 */
export function ContractAlert({ kind, onDone }: { kind: AgentContractKind; onDone: () => void }) {
  const { t } = useTranslation();
  const contracts = useRemoteData(async () => (await callApi('agentContracts', { query: { kind } })).value, [kind]);
  const offer = contracts.data?.pending[0];
  const { busy, problem, run } = useSubmit();

  // Answered elsewhere since the count was read: nothing left to ask.
  useEffect(() => {
    if (contracts.data && !offer) onDone();
  }, [contracts.data, offer, onDone]);

  const decide = (accept: boolean) => {
    if (!offer) return;
    void run(() => callApi('agentContractDecide', { params: { id: offer.id }, body: { accept } }), {
      success: t(accept ? 'agent.contract.accepted' : 'agent.contract.declined'),
      onSuccess: onDone,
    });
  };

  const kindName = t(`agent.contract.kind.${kind}`);
  return (
    <AnswerDialog
      open
      role="alertdialog"
      title={t('agent.contract.promptTitle', { kind: kindName })}
      onCancel={onDone}
      actions={
        <>
          <FormAlert>{problem}</FormAlert>
          <Actions>
            <SecondaryButton type="button" disabled={busy || !offer} onClick={() => decide(false)}>
              {t('agent.contract.decline')}
            </SecondaryButton>
            <PrimaryButton type="button" disabled={busy || !offer} onClick={() => decide(true)}>
              {t('agent.contract.accept')}
            </PrimaryButton>
            <SecondaryButton type="button" onClick={onDone}>
              {t('agent.contract.cancel')}
            </SecondaryButton>
            <Link to={CONTRACT_PATH[kind]}>{t('agent.contract.go')}</Link>
          </Actions>
        </>
      }
    >
      <AsyncView state={contracts}>
        {() => (
          <>
            <p>
              {offer?.offeredBy
                ? t('agent.contract.promptBy', { name: offer.offeredBy, kind: kindName })
                : t('agent.contract.promptBrand', { kind: kindName })}
            </p>
            {offer && <ContractTermsTable kind={kind} terms={offer.terms} />}
          </>
        )}
      </AsyncView>
    </AnswerDialog>
  );
}
