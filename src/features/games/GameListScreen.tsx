import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLaunchGame } from '../../api/useLaunchGame';
import { useVendorConfig, vendorsOf } from '../../api/useVendorConfig';
import { useFavouriteToggle } from '../../stores/useFavouriteToggle';
import { useStores } from '../../stores/StoresContext';
import { useRequireLogin } from '../../stores/useRequireLogin';
import { SecondaryButton } from '../../ui/Button';
import { EmptyNote, LoadFailed, Loading } from '../../ui/LoadState';
import { TabPanel, Tabs } from '../../ui/Tabs';
import { FilterPanel, type ListFilter } from './FilterPanel';
import { GameGrid } from './GameGrid';
import { GameListStore, type GameTab } from './GameListStore';
import { VendorStrip } from './VendorStrip';

const TABS: { id: GameTab; labelKey: string }[] = [
  { id: 'all', labelKey: 'games.tab.all' },
  { id: 'hot', labelKey: 'games.tab.hot' },
  { id: 'recent', labelKey: 'games.tab.recent' },
  { id: 'fav', labelKey: 'games.tab.fav' },
];

const Bar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm};
  form {
    display: flex;
    flex: 1;
    gap: ${({ theme }) => theme.spacing.xs};
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    font: inherit;
  }
`;

/** /m/gameList?gameType=…: one list per game type (a new type starts afresh). */
export default function GameListScreen() {
  const [params] = useSearchParams();
  const gameType = params.get('gameType')?.toUpperCase() || undefined;
  return <GameList key={gameType ?? 'all'} gameType={gameType} />;
}

/** Search, vendor carousel, data tabs, filter panel and the virtualised, endlessly scrolling grid. */
const GameList = observer(function GameList({ gameType }: { gameType: string | undefined }) {
  const { t } = useTranslation();
  const requireLogin = useRequireLogin('page');
  const { initialReplies, session } = useStores();
  const [store] = useState(() => new GameListStore(gameType, undefined, undefined, initialReplies));
  // The search is read from its field when used (not kept in state): words typed on the server-rendered page before
  // the app ran are in the field, and count (docs/architecture.md, "Start-up").
  const search = useRef<HTMLInputElement>(null);
  const [filter, setFilter] = useState<ListFilter>({ vendors: [] });
  const [filterOpen, setFilterOpen] = useState(false);
  const vendorConfig = useVendorConfig();
  const vendors = vendorsOf(vendorConfig, gameType);
  const otherTypes = [
    ...new Set(vendorConfig?.sorting.flatMap((c) => c.vendorNames.map((v) => v.gameType)) ?? []),
  ].filter((type) => type !== gameType);
  const launch = useLaunchGame();
  const toggleFavourite = useFavouriteToggle((nodeId) => store.unfavourited(nodeId));
  const panelId = useId();
  const loadMore = useCallback(() => void store.loadMore(), [store]);

  // loadMore, not restart: the grid may already have asked for page 1 (child effects run first). A server-rendered
  // page already has page 1: the grid asks for more when the player nears its end.
  useEffect(() => {
    if (!store.seeded) void store.loadMore();
    return () => store.dispose();
  }, [store]);
  // A server-rendered page lists a guest's games: a session applied after it brings the player's own (favourites),
  // in place, so the games a player may already be tapping stay where they are.
  useEffect(() => {
    if (session.loggedIn && store.seeded) void store.refresh();
  }, [store, session.loggedIn]);

  const apply = (next: ListFilter, name = search.current?.value ?? '') => {
    setFilter(next);
    store.setFilter({
      gameName: name.trim() || undefined,
      vassalage: next.vendors.join(',') || undefined,
      minBet: next.minBet,
    });
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    apply(filter);
  };

  const selectTab = (id: string) => {
    // SPEC §4: guests opening favourites or recents go to login.
    if ((id === 'fav' || id === 'recent') && !requireLogin()) return;
    store.setTab(id as GameTab);
  };

  return (
    <>
      <Bar>
        <form role="search" onSubmit={submitSearch}>
          <input
            type="search"
            aria-label={t('games.search')}
            placeholder={t('games.searchHint')}
            enterKeyHint="search"
            ref={search}
            defaultValue=""
            maxLength={60}
          />
        </form>
        <SecondaryButton type="button" aria-haspopup="dialog" onClick={() => setFilterOpen(true)}>
          {t('games.filter')}
          {filter.vendors.length + (filter.minBet ? 1 : 0) > 0 &&
            ` (${filter.vendors.length + (filter.minBet ? 1 : 0)})`}
        </SecondaryButton>
      </Bar>
      <VendorStrip
        loading={vendorConfig === undefined}
        vendors={vendors}
        selected={filter.vendors}
        onToggle={(code) =>
          apply({ ...filter, vendors: filter.vendors.length === 1 && filter.vendors[0] === code ? [] : [code] })
        }
      />
      <Tabs
        items={TABS}
        selectedId={store.tab}
        onSelect={selectTab}
        label={t('games.tabsLabel')}
        idPrefix={panelId}
        panelId={panelId}
      />
      <TabPanel id={panelId} idPrefix={panelId} selectedId={store.tab}>
        <GameGrid
          games={store.games}
          label={t('games.listLabel')}
          onLaunch={(game) => void launch(game)}
          onToggleFavourite={(game) => void toggleFavourite(game)}
          onNearEnd={loadMore}
        />
        {store.loading && <Loading />}
        {store.empty && <EmptyNote>{t('games.empty')}</EmptyNote>}
        {store.failed && <LoadFailed onRetry={() => store.retry()} />}
        {!store.hasMore && !store.failed && store.games.length > 0 && <EmptyNote>{t('games.end')}</EmptyNote>}
      </TabPanel>
      <FilterPanel
        key={String(filterOpen)}
        open={filterOpen}
        vendors={vendors}
        otherTypes={otherTypes}
        value={filter}
        onClose={() => setFilterOpen(false)}
        onApply={(next) => {
          setFilterOpen(false);
          apply(next);
        }}
      />
    </>
  );
});

/** What the server renders this screen with (the route table's `loader`). */
export { default as loader } from './gameListLoader';
