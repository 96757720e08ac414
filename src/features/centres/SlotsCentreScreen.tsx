import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CentreGameList } from './CentreGameList';
import { SearchLink } from './SearchLink';
import { useCentreGames } from './useCentreGames';

/** Slot games are the RNG type. */
const SLOTS = 'RNG';

/** /m/slotsCenter: every slot game, 26 at a time, with the way to search and filter them. */
const SlotsCentreScreen = observer(function SlotsCentreScreen() {
  const { t } = useTranslation();
  const store = useCentreGames(SLOTS);
  return (
    <>
      <SearchLink gameType={SLOTS} />
      <CentreGameList list={store.list} label={t('route.slotsCenter')} />
    </>
  );
});

export default SlotsCentreScreen;
