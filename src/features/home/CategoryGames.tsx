import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchGames, fetchHotGames, type GameItem, type VendorConfig } from '../../api/gamesApi';
import { useStores } from '../../stores/StoresContext';
import { PrimaryButton } from '../../ui/Button';
import { GameCard } from '../games/GameCard';
import { useFavouriteToggle } from '../games/useFavouriteToggle';
import { useLaunchGame } from '../games/useLaunchGame';
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

function useCategoryGames(content: CategoryContent, language: string) {
  const [state, setState] = useState<{ games?: GameItem[]; failed?: boolean; attempt: number }>({ attempt: 0 });
  const key = JSON.stringify(content);
  useEffect(() => {
    if (content.kind === 'vendors') return;
    let live = true;
    // Language changes reload (debounced 200 ms, SPEC §4), so names follow the language.
    const timer = setTimeout(() => {
      const load =
        content.kind === 'hot'
          ? fetchHotGames().then((groups) => groups.flatMap((g) => g.list).slice(0, HOT_LIMIT))
          : fetchGames({ gameType: content.gameType, vassalage: content.vassalage, gameClassify: 'ALL' }, 1).then(
              (p) => p.games,
            );
      load
        .then((games) => live && setState((s) => ({ ...s, games, failed: false })))
        .catch(() => live && setState((s) => ({ ...s, failed: true })));
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `content`
  }, [key, language, state.attempt]);
  return { ...state, retry: () => setState((s) => ({ attempt: s.attempt + 1 })) };
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
  const { games, failed, retry } = useCategoryGames(content, ui.language);

  if (content.kind === 'vendors') {
    const vendors = config?.sorting.find((s) => s.gameCategory === content.gameCategory)?.vendorNames ?? [];
    return (
      <Grid>
        {vendors.map((v) => (
          <li key={v.vassalage}>
            <Tile to={content.gameCategory === 'LOTTERY' ? '/m/moreLottery' : `/m/gameList?gameType=${v.gameType}`}>
              <img src={v.iconUrl} alt="" width={56} height={56} loading="lazy" />
              {v.vendorName}
            </Tile>
          </li>
        ))}
      </Grid>
    );
  }
  if (failed)
    return (
      <div>
        <p role="alert">{t('app.loadFailed')}</p>
        <PrimaryButton type="button" onClick={retry}>
          {t('app.retry')}
        </PrimaryButton>
      </div>
    );
  if (!games) return <p role="status">{t('app.loading')}</p>;
  return (
    <>
      <Grid>
        {games.map((game) => (
          <li key={game.nodeId}>
            <GameCard game={game} onLaunch={(g) => void launch(g)} onToggleFavourite={(g) => void toggleFavourite(g)} />
          </li>
        ))}
      </Grid>
      {content.kind === 'games' && <More to={`/m/gameList?gameType=${content.gameType}`}>{t('home.moreGames')}</More>}
    </>
  );
});
