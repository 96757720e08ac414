import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/apiErrorText';
import { ApiError } from '../../api/envelope';
import type { MenuItem } from '../../registry/menus/menuItem';
import { TOAST_MS } from '../../stores/FeedbackStore';
import { useStores } from '../../stores/StoresContext';
import { SecondaryButton } from '../../ui/Button';
import { EmptyNote, LoadFailed, Loading } from '../../ui/LoadState';
import { TabPanel, Tabs } from '../../ui/Tabs';
import type { Reward } from '@common/generated/api';
import { RewardCentreStore } from './RewardCentreStore';
import { RewardItem } from './RewardItem';
import { useMoneyText } from './useMoneyText';

const TABS: readonly MenuItem[] = [
  { id: 'issued', labelKey: 'promotions.rewards.tab.issued' },
  { id: 'claimed', labelKey: 'promotions.rewards.tab.claimed' },
  { id: 'expired', labelKey: 'promotions.rewards.tab.expired' },
];

const Count = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const More = styled.div`
  display: grid;
  padding: ${({ theme }) => theme.spacing.md};
`;

/**
 * /m/rewardCenter (REWCEN3): the member's rewards by state — issued ones with their expiry and a Claim button, then
 * claimed and expired ones. A claim credits the wallet once (the server's ledger key); the header balance is set
 * from the claim's reply.
 */
const RewardCentreScreen = observer(function RewardCentreScreen() {
  const { t } = useTranslation();
  const { wallet, feedback, ui } = useStores();
  const moneyText = useMoneyText();
  const [store] = useState(() => new RewardCentreStore());
  const list = store.list;

  useEffect(() => {
    // Titles come in the interface language: a new language reloads from page 1.
    list.restart();
  }, [list, ui.language]);

  const claim = (reward: Reward) => {
    store.claim(reward).then(
      (reply) => {
        if (!reply) return;
        wallet.setFromDecimal(reply.balance);
        feedback.showToast({
          kind: 'success',
          message: t('promotions.rewards.claimed', { amount: moneyText(reply.reward.amount) }),
          duration: TOAST_MS.short,
        });
      },
      (error: unknown) => {
        feedback.showToast({ kind: 'error', message: apiErrorText(t, error), duration: TOAST_MS.short });
        // Claimed elsewhere or expired meanwhile: show the list as the server has it now.
        if (error instanceof ApiError && error.status === 409) list.restart();
      },
    );
  };

  return (
    <>
      <Count aria-live="polite">{t('promotions.rewards.claimable', { count: store.claimable })}</Count>
      <Tabs
        items={TABS}
        selectedId={store.state}
        onSelect={(id) => store.show(id as Reward['state'])}
        label={t('promotions.rewards.tabs')}
        idPrefix="rewards"
        panelId="rewards-panel"
      />
      <TabPanel id="rewards-panel" idPrefix="rewards" selectedId={store.state}>
        {list.items.length > 0 && (
          <List>
            {list.items.map((reward) => (
              <RewardItem
                key={reward.id}
                reward={reward}
                busy={store.claiming.has(reward.id)}
                onClaim={() => claim(reward)}
              />
            ))}
          </List>
        )}
        {list.failed ? (
          <LoadFailed onRetry={() => list.retry()} />
        ) : list.loading ? (
          <Loading />
        ) : list.empty ? (
          <EmptyNote>{t(`promotions.rewards.empty.${store.state}`)}</EmptyNote>
        ) : (
          list.hasMore &&
          list.pageNum > 0 && (
            <More>
              <SecondaryButton type="button" onClick={() => void list.loadMore()}>
                {t('promotions.loadMore')}
              </SecondaryButton>
            </More>
          )
        )}
      </TabPanel>
    </>
  );
});

export default RewardCentreScreen;
