import type { GameItem } from '@common/generated/api';
import styled from '@emotion/styled';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { GAME_CARD_HEIGHT, GameCard } from '../../ui/games/GameCard';

/** Start loading the next page within this distance of the bottom (SPEC §9: 500 px). */
export const INFINITE_SCROLL_PX = 500;

const Rows = styled.ul`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ columns: number }>`
  position: absolute;
  left: 0;
  right: 0;
  display: grid;
  grid-template-columns: repeat(${({ columns }) => columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  padding: 0 ${({ theme }) => theme.spacing.sm};
`;

/**
 * What the first render assumes of the window, on the server and in the browser alike (both must draw the same rows):
 * a phone's width, and the top six rows of a phone's screen (with the overscan, nine rows are in the page's HTML).
 * The window is measured once mounted.
 */
const FIRST_WIDTH = 390;
const FIRST_RECT = { width: FIRST_WIDTH, height: 6 * GAME_CARD_HEIGHT };

const columnsFor = (width: number) => (width >= 720 ? 5 : width >= 480 ? 4 : 3);

/**
 * A virtualised grid of games over the page's own scroll: only the rows near the viewport are in the DOM, so a
 * list of 600+ games keeps a bounded number of cards. Asks for more when the end is within 500 px.
 */
export const GameGrid = observer(function GameGrid({
  games,
  label,
  onLaunch,
  onToggleFavourite,
  onNearEnd,
}: {
  games: readonly GameItem[];
  label: string;
  onLaunch: (game: GameItem) => void;
  onToggleFavourite: (game: GameItem) => void;
  onNearEnd?: () => void;
}) {
  const ref = useRef<HTMLUListElement>(null);
  const [columns, setColumns] = useState(() => columnsFor(FIRST_WIDTH));
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const update = () => {
      setColumns(columnsFor(window.innerWidth));
      setOffset((ref.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  const rowCount = Math.ceil(games.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => GAME_CARD_HEIGHT,
    overscan: 3,
    scrollMargin: offset,
    initialRect: FIRST_RECT,
    initialOffset: 0,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (!onNearEnd) return;
    const check = () => {
      const bottom = (ref.current?.getBoundingClientRect().bottom ?? 0) - window.innerHeight;
      if (bottom < INFINITE_SCROLL_PX) onNearEnd();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [onNearEnd, rowCount, lastIndex]);

  return (
    <Rows ref={ref} aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
      {items.map((row) => (
        <Row
          key={row.key}
          columns={columns}
          style={{
            top: 0,
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            height: GAME_CARD_HEIGHT,
          }}
        >
          {games.slice(row.index * columns, row.index * columns + columns).map((game) => (
            <GameCard
              key={game.nodeId}
              game={game}
              onLaunch={onLaunch}
              onToggleFavourite={onToggleFavourite}
              eager={row.index === 0}
            />
          ))}
        </Row>
      ))}
    </Rows>
  );
});
