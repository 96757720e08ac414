import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguageData } from '../../api/useLanguageData';
import { visibleItems } from '../../registry/menus/menuItem';
import { useStores } from '../../stores/StoresContext';
import { AsyncView } from '../../ui/LoadState';
import { MenuList } from '../../ui/MenuList';
import { useBlockedMenuItem } from '../../ui/useBlockedMenuItem';
import { ActivityMenu, categoryTabId } from './ActivityMenu';
import type { PromotionCategoriesReply } from '@common/generated/api';
import { callApi } from '../../api/callApi';

import { parseId } from './parseId';
import { PromotionList } from './PromotionList';
import { promotionShortcuts } from './promotionShortcuts';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 88px minmax(0, 1fr);
  align-items: start;
`;

const Shortcuts = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a,
  button {
    justify-content: center;
    text-align: center;
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
`;

const PANEL_ID = 'activity-panel';

function Categorised({ categories }: { categories: PromotionCategoriesReply }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const wanted = parseId(params.get('category'));
  // SPEC §2: the first category is active by default (and stands in for one that no longer exists).
  const selected = categories.find((c) => c.id === wanted) ?? categories[0]!;
  const focusId = parseId(params.get('id'));

  // The category lives in the URL (replacing, not a history step), so back from a detail returns to it.
  const select = (id: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('category', String(id));
        next.delete('id');
        return next;
      },
      { replace: true },
    );

  return (
    <Layout>
      <ActivityMenu
        categories={categories}
        selectedId={selected.id}
        onSelect={select}
        panelId={PANEL_ID}
        label={t('promotions.categories')}
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={categoryTabId(selected.id)}>
        <PromotionList categoryId={selected.id} focusId={focusId} />
      </div>
    </Layout>
  );
}

/**
 * /m/activity (SPEC §2): shortcuts to the other promotion screens, the activity menu (categories, first active) and
 * the promotions of the chosen category; `?id=` scrolls to one and opens its detail. Everything reloads in a new
 * language. Back goes home when there is no history (route chrome).
 */
const PromotionsScreen = observer(function PromotionsScreen() {
  const { t } = useTranslation();
  const { menus } = useStores();
  const onBlocked = useBlockedMenuItem();
  // The server sends "All" first.
  const categories = useLanguageData(async () => (await callApi('promotionCategories')).value);

  const shortcuts = visibleItems(promotionShortcuts, menus.context);
  return (
    <>
      {shortcuts.length > 0 && (
        <Shortcuts>
          <MenuList items={shortcuts} label={t('promotions.shortcuts')} layout="bar" onBlocked={onBlocked} />
        </Shortcuts>
      )}
      <AsyncView state={categories} empty={t('promotions.empty')}>
        {(list) => <Categorised categories={list} />}
      </AsyncView>
    </>
  );
});

export default PromotionsScreen;
