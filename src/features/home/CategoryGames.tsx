import type { GameItem, GameVendorsReply as VendorConfig } from '@common/generated/api';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../api/callApi';
import { gameListQuery } from '../../api/gameListQuery';

import { useLaunchGame } from '../../api/useLaunchGame';
import { useRemoteData } from '../../api/useRemoteData';
import { paths, withQuery } from '../../registry/paths';
import { useStores } from '../../stores/StoresContext';
import { useFavouriteToggle } from '../../stores/useFavouriteToggle';
import { GameCard } from '../../ui/games/GameCard';
import { AsyncView } from '../../ui/LoadState';
import type { CategoryContent } from './popularCategories';

/** How many hot games home shows. */
const HOT_LIMIT = 12;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  list-style: none;
`;

const Tile = styled(Link)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizeSm};
  text-decoration: none;
`;

const More = styled(Link)`
  display: block;
  min-height: 44px;
  padding: ${({ theme }) => theme.spacing.sm};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
`;

/** Language changes reload the names, debounced (SPEC §4: 200 ms). */
const LANGUAGE_DEBOUNCE_MS = 200;

/** The games of a hot or game-list category (nothing to load for vendor tiles). */
function loadCategoryGames(content: CategoryContent): Promise<GameItem[]> {
  if (content.kind === 'hot')
    // Hot games by game type (platform code 2, SPEC §9).
    return callApi('gameHot', { query: { isPlatform: '2', platform: 'html5' } }).then(({ value }) =>
      value.flatMap((g) => g.list).slice(0, HOT_LIMIT),
    );
  if (content.kind === 'games') {
    const filter = { gameType: content.gameType, vassalage: content.vassalage, gameClassify: 'ALL' } as const;
    return callApi('gameList', { query: gameListQuery(filter, 1) }).then(({ value }) => value.games);
  }
  return Promise.resolve([]);
}

/** The content area of one popular-games category: hot games, a game list, or vendor tiles. */
export const CategoryGames = observer(function CategoryGames({
  content,
  config,
}: {
  content: CategoryContent;
  config: VendorConfig | undefined;
}) {
  const { ui } = useStores();
  const { t } = useTranslation();
  const launch = useLaunchGame();
  const toggleFavourite = useFavouriteToggle();
  const games = useRemoteData(() => loadCategoryGames(content), [JSON.stringify(content), ui.language], {
    enabled: content.kind !== 'vendors',
    delayMs: LANGUAGE_DEBOUNCE_MS,
  });

  if (content.kind === 'vendors') {
    const vendors = config?.sorting.find((s) => s.gameCategory === content.gameCategory)?.vendorNames ?? [];
    return (
      <Grid>
        {vendors.map((v) => (
          <li key={v.vassalage}>
            <Tile
              to={
                content.gameCategory === 'LOTTERY'
                  ? paths.moreLottery
                  : withQuery(paths.gameList, { gameType: v.gameType })
              }
            >
              <img src={v.iconUrl} alt="" width={56} height={56} loading="lazy" />
              {v.vendorName}
            </Tile>
          </li>
        ))}
      </Grid>
    );
  }
  return (
    // An empty category still links to its full list.
    <AsyncView state={games} isEmpty={() => false}>
      {(list) => (
        <>
          <Grid>
            {list.map((game) => (
              <li key={game.nodeId}>
                <GameCard
                  game={game}
                  onLaunch={(g) => void launch(g)}
                  onToggleFavourite={(g) => void toggleFavourite(g)}
                />
              </li>
            ))}
          </Grid>
          {content.kind === 'games' && (
            <More to={withQuery(paths.gameList, { gameType: content.gameType })}>{t('home.moreGames')}</More>
          )}
        </>
      )}
    </AsyncView>
  );
});
