import styled from '@emotion/styled';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRemoteData } from '../../api/useRemoteData';
import { PrimaryButton, SecondaryButton } from '../../ui/Button';
import { FormAlert } from '../../ui/form/FormLayout';
import { useSubmit } from '../../ui/form/useSubmit';
import { AsyncView } from '../../ui/LoadState';
import { decideContract, fetchContracts, type AgentContractKind } from './agentApi';
import { CONTRACT_PATH } from './contractKinds';
import { ContractTermsTable } from './ContractTermsTable';

const Dialog = styled.dialog`
  width: min(92vw, 420px);
  padding: ${({ theme }) => theme.spacing.lg};
  border: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.popup};
  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
  }
`;

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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const contracts = useRemoteData(() => fetchContracts(kind), [kind]);
  const offer = contracts.data?.pending[0];
  const { busy, problem, run } = useSubmit();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);

  // Answered elsewhere since the count was read: nothing left to ask.
  useEffect(() => {
    if (contracts.data && !offer) onDone();
  }, [contracts.data, offer, onDone]);

  const decide = (accept: boolean) => {
    if (!offer) return;
    void run(() => decideContract(offer.id, accept), {
      success: t(accept ? 'agent.contract.accepted' : 'agent.contract.declined'),
      onSuccess: onDone,
    });
  };

  const kindName = t(`agent.contract.kind.${kind}`);
  return (
    <Dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onDone();
      }}
    >
      <h2 id={titleId}>{t('agent.contract.promptTitle', { kind: kindName })}</h2>
      <div id={textId}>
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
      </div>
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
    </Dialog>
  );
}
