import type { BankCard } from '@common/generated/api';
import styled from '@emotion/styled';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton, SecondaryButton } from '../../ui/Button';
import { FormAlert, FormStack } from '../../ui/form/FormLayout';
import { useFieldForm } from '../../ui/form/useFieldForm';
import { useSubmit } from '../../ui/form/useSubmit';
import { Modal } from '../../ui/Modal';
import { ProofFields, proofSpec, type ProofKind } from './ProofFields';
import { showRefusal } from './refusals';
import { callApi } from '../../api/callApi';
import { securityRules } from './securityRules';

const Buttons = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** The password form inside the dialog; mounted per opening, so nothing typed survives a cancel. */
function RemoveForm({
  card,
  proofKind,
  onCancel,
  onRemoved,
}: {
  card: BankCard;
  proofKind: ProofKind;
  onCancel: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const specs = [proofSpec(proofKind)];
  const form = useFieldForm({ loginPassword: '', paymentPassword: '' }, securityRules);
  const { busy, problem, setProblem, run } = useSubmit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate(specs)) return;
    const proof =
      proofKind === 'paymentPassword'
        ? { paymentPassword: form.values.paymentPassword ?? '' }
        : { loginPassword: form.values.loginPassword ?? '' };
    void run(() => callApi('bankCardRemove', { body: { id: card.id, ...proof } }), {
      success: t('security.cards.removed'),
      onSuccess: onRemoved,
      onError: (error) => showRefusal(error, form, setProblem, {}, proofKind),
    });
  };
  return (
    <FormStack noValidate onSubmit={submit}>
      <p>{t('security.cards.removeText', { bank: card.bankName, number: card.accountMasked })}</p>
      <ProofFields
        form={form}
        specs={specs}
        kinds={[proofKind]}
        kind={proofKind}
        labels={{ loginPassword: t('security.cards.proofLogin'), paymentPassword: t('security.cards.proofPayment') }}
      />
      <FormAlert>{problem}</FormAlert>
      <Buttons>
        <PrimaryButton type="submit" disabled={busy}>
          {t('security.cards.remove')}
        </PrimaryButton>
        <SecondaryButton type="button" onClick={onCancel}>
          {t('security.cards.cancel')}
        </SecondaryButton>
      </Buttons>
    </FormStack>
  );
}

/** Asks for the password before removing `card` (open while there is one). */
export function BankCardRemoveDialog({
  card,
  proofKind,
  onClose,
  onRemoved,
}: {
  card: BankCard | undefined;
  proofKind: ProofKind;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={card !== undefined}
      title={t('security.cards.removeTitle')}
      closeLabel={t('security.cards.close')}
      onClose={onClose}
    >
      {card && <RemoveForm key={card.id} card={card} proofKind={proofKind} onCancel={onClose} onRemoved={onRemoved} />}
    </Modal>
  );
}
