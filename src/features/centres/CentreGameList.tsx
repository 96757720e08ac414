import type { GameItem } from '@common/generated/api';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLaunchGame } from '../../api/useLaunchGame';
import type { PagedList } from '../../stores/PagedList';
import { useFavouriteToggle } from '../../stores/useFavouriteToggle';
import { SecondaryButton } from '../../ui/Button';
import { GameCard } from '../../ui/games/GameCard';
import { EmptyNote, LoadFailed, Loading } from '../../ui/LoadState';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(104px, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  list-style: none;
`;

const More = styled.div`
  display: grid;
  padding: 0 ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.md};
`;

/**
 * A centre's games, one list item each, a page (26) at a time behind a "More games" button: tap plays, the star
 * favourites (members; visitors go to login).
 */
export const CentreGameList = observer(function CentreGameList({
  list,
  label,
}: {
  list: PagedList<GameItem>;
  label: string;
}) {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  const toggleFavourite = useFavouriteToggle();
  return (
    <>
      {list.items.length > 0 && (
        <Grid aria-label={label}>
          {list.items.map((game) => (
            <li key={game.nodeId}>
              <GameCard
                game={game}
                onLaunch={(g) => void launch(g)}
                onToggleFavourite={(g) => void toggleFavourite(g)}
              />
            </li>
          ))}
        </Grid>
      )}
      {list.loading && <Loading />}
      {list.empty && <EmptyNote>{t('pages.centres.empty')}</EmptyNote>}
      {list.failed && <LoadFailed onRetry={() => list.retry()} />}
      {list.hasMore && list.pageNum > 0 && !list.loading && (
        <More>
          <SecondaryButton type="button" onClick={() => void list.loadMore()}>
            {t('pages.centres.more')}
          </SecondaryButton>
        </More>
      )}
      {!list.hasMore && !list.failed && list.items.length > 0 && <EmptyNote>{t('pages.centres.end')}</EmptyNote>}
    </>
  );
});
