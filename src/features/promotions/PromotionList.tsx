import type { Promotion } from '@common/generated/api';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageData } from '../../api/useLanguageData';
import { AsyncView } from '../../ui/LoadState';
import { ActivityView } from './ActivityView';
import { callApi } from '../../api/callApi';
import { PromotionCard, promotionCardId } from './PromotionCard';

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  list-style: none;
`;

const Alone = styled.div`
  margin: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  scroll-margin-top: 60px;
`;

/**
 * Scrolls to the promotion named by `?id=` (never on the server): once when the list that holds it has rendered, and
 * once more when its detail has loaded, as the page is only then long enough to bring a card near the end to the top.
 */
function useScrollTo(elementId: string | undefined) {
  const done = useRef<string>(undefined);
  const scroll = useCallback(() => {
    if (elementId) document.getElementById(elementId)?.scrollIntoView({ block: 'start' });
  }, [elementId]);
  useEffect(() => {
    if (!elementId || done.current === elementId) return;
    done.current = elementId;
    scroll();
  }, [elementId, scroll]);
  return scroll;
}

function Listed({ promotions, focusId }: { promotions: readonly Promotion[]; focusId: number | undefined }) {
  const listed = focusId !== undefined && promotions.some((p) => p.id === focusId);
  const alone = focusId !== undefined && !listed ? `${promotionCardId(focusId)}-alone` : undefined;
  const scrollAgain = useScrollTo(listed ? promotionCardId(focusId) : alone);
  return (
    <>
      {alone !== undefined && focusId !== undefined && (
        // A promotion not in this list (another category, not started or ended) still opens, above the list.
        <Alone id={alone}>
          <ActivityView id={focusId} onLoaded={scrollAgain} />
        </Alone>
      )}
      {promotions.length > 0 && (
        <Cards>
          {promotions.map((promotion) => (
            <li key={promotion.id}>
              <PromotionCard promotion={promotion} focused={promotion.id === focusId}>
                {promotion.id === focusId && <ActivityView id={promotion.id} header={false} onLoaded={scrollAgain} />}
              </PromotionCard>
            </li>
          ))}
        </Cards>
      )}
    </>
  );
}

/**
 * The promotions of one category, in the current language (reloaded 200 ms after a language change), with the empty
 * state; the one named by `?id=` is scrolled to and opens its detail in place.
 */
export const PromotionList = observer(function PromotionList({
  categoryId,
  focusId,
}: {
  categoryId: number;
  focusId: number | undefined;
}) {
  const { t } = useTranslation();
  const promotions = useLanguageData(
    async () => (await callApi('promotions', { query: { categoryId } })).value,
    [categoryId],
  );

  return (
    <AsyncView
      state={promotions}
      isEmpty={(list) => list.length === 0 && focusId === undefined}
      empty={t('promotions.empty')}
    >
      {(list) => <Listed promotions={list} focusId={focusId} />}
    </AsyncView>
  );
});
