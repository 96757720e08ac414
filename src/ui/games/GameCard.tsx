import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { GameItem } from '@common/generated/api';
import { useStores } from '../../stores/StoresContext';

/** Icon size: fixed, so cards never shift the layout while icons load. */
export const GAME_ICON_PX = 88;
/** Card height used by the virtualised grid (icon, two lines of name, padding). */
export const GAME_CARD_HEIGHT = 150;

const Card = styled.div`
  position: relative;
  height: ${GAME_CARD_HEIGHT - 8}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
`;

const Play = styled.button`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.xs};
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizeSm};
  cursor: pointer;
  img {
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  span {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    text-align: center;
  }
`;

const Star = styled.button`
  position: absolute;
  top: 2px;
  right: 2px;
  min-width: 36px;
  min-height: 36px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  /* Styled from its pressed state, so the look and what a screen reader hears cannot disagree. */
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.jackpot};
  }
  font-size: 18px;
  cursor: pointer;
`;

/**
 * A game: tap to play; the star adds or removes it from favourites. `eager` for the first row of a list, whose icons
 * are the screen's largest paint: loaded and painted at once rather than when the lazy-image check gets to them.
 */
export const GameCard = observer(function GameCard({
  game,
  onLaunch,
  onToggleFavourite,
  eager = false,
}: {
  game: GameItem;
  onLaunch: (game: GameItem) => void;
  onToggleFavourite: (game: GameItem) => void;
  eager?: boolean;
}) {
  const { favourites } = useStores();
  const { t } = useTranslation();
  const favourite = favourites.isFavourite(game);
  return (
    <Card>
      <Play type="button" onClick={() => onLaunch(game)}>
        <img
          src={game.iconUrl}
          alt=""
          width={GAME_ICON_PX}
          height={GAME_ICON_PX}
          loading={eager ? 'eager' : 'lazy'}
          decoding={eager ? 'auto' : 'async'}
        />
        <span>{game.gameName}</span>
      </Play>
      <Star
        type="button"
        aria-pressed={favourite}
        aria-label={t('games.favourite', { name: game.gameName })}
        onClick={() => onToggleFavourite(game)}
      >
        {favourite ? '★' : '☆'}
      </Star>
    </Card>
  );
});
