import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useVendorConfigLoad } from '../../api/useVendorConfig';
import { Loading } from '../../ui/LoadState';
import { CategoryNav, gameTypesOf } from './CategoryNav';
import { CentreGameList } from './CentreGameList';
import { readGameType, withGameType } from './gameTypeParam';
import { SearchLink } from './SearchLink';
import { useCentreGames } from './useCentreGames';

/**
 * /m/gameCenter: "All" and a tile per game type of the vendor configuration; a tile filters the list on this screen,
 * kept in `?gameType=` (replaced, so back leaves the centre).
 */
const GameCentreScreen = observer(function GameCentreScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const gameType = readGameType(params);
  const { config, failed } = useVendorConfigLoad();
  const store = useCentreGames(gameType);
  const label = gameType ? t(`games.category.${gameType}`, { defaultValue: gameType }) : t('pages.centres.listLabel');
  // The games load beside the vendor configuration but show once its category tiles (above them) are there: shown
  // first, the tiles' arrival pushed the list down the page (a layout shift of 0.18).
  if (!config && !failed) return <Loading />;
  return (
    <>
      <CategoryNav
        types={gameTypesOf(config)}
        selected={gameType}
        onSelect={(type) => setParams((current) => withGameType(current, type), { replace: true })}
      />
      <SearchLink gameType={gameType} />
      <CentreGameList list={store.list} label={label} />
    </>
  );
});

export default GameCentreScreen;
