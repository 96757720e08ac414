import type { BankCard } from '@common/generated/api';
import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteData } from '../../api/useRemoteData';
import { SecondaryButton } from '../../ui/Button';
import { AsyncView } from '../../ui/LoadState';
import { BankCardAddForm } from './BankCardAddForm';
import { BankCardRemoveDialog } from './BankCardRemoveDialog';
import type { EditorProps } from './editorProps';
import { callApi } from '../../api/callApi';

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const AddHeading = styled.h3`
  margin: ${({ theme }) => theme.spacing.md} 0 0;
  font-size: ${({ theme }) => theme.font.sizeLg};
`;

/** The member's bank cards (loading, empty, failed + Retry), the add form and removal through a password dialog. */
export function BankCardsEditor({ config, onSaved }: EditorProps) {
  const { t } = useTranslation();
  const [reloads, setReloads] = useState(0);
  const cards = useRemoteData(async () => (await callApi('bankCards')).value, [reloads]);
  const [removing, setRemoving] = useState<BankCard>();
  const count = cards.data?.list.length ?? config.bankCardCount;
  const limit = cards.data?.limit ?? config.bankCardLimit;
  const changed = () => {
    setReloads((n) => n + 1);
    onSaved();
  };
  return (
    <>
      <AsyncView state={cards} isEmpty={(d) => d.list.length === 0} empty={t('security.cards.empty')}>
        {({ list }) => (
          <Cards aria-label={t('security.cards.listLabel')}>
            {list.map((card) => (
              <Card key={card.id}>
                <div>
                  <p>{card.bankName}</p>
                  <p>{card.accountMasked}</p>
                  <Muted>{card.holderName}</Muted>
                </div>
                <SecondaryButton
                  type="button"
                  aria-label={t('security.cards.removeNamed', { bank: card.bankName, number: card.accountMasked })}
                  onClick={() => setRemoving(card)}
                >
                  {t('security.cards.remove')}
                </SecondaryButton>
              </Card>
            ))}
          </Cards>
        )}
      </AsyncView>
      <AddHeading>{t('security.cards.add')}</AddHeading>
      <BankCardAddForm config={config} atLimit={count >= limit} limit={limit} onAdded={changed} />
      <BankCardRemoveDialog
        card={removing}
        proofKind={config.paymentPasswordSet ? 'paymentPassword' : 'loginPassword'}
        onClose={() => setRemoving(undefined)}
        onRemoved={() => {
          setRemoving(undefined);
          changed();
        }}
      />
    </>
  );
}
