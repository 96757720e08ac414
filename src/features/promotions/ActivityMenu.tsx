import styled from '@emotion/styled';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useReducedMotion } from '../../ui/useReducedMotion';
import type { PromotionCategoriesReply } from '@common/generated/api';
import type { MenuSwiper } from './activityMenuSwiper';

/** The menu column: a fixed height, so Swiper has a box to swipe the tabs in. */
const Column = styled.div`
  /* Doubled: Swiper's stylesheet (loaded later) sets .swiper { position: relative }. */
  && {
    position: sticky;
    top: 52px;
  }
  height: calc(100dvh - 52px - 72px);
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  &.swiper-initialized {
    overflow: hidden;
  }
  .swiper-wrapper {
    display: flex;
    flex-direction: column;
  }
`;

/** A category: icon over title; the selected one is drawn from aria-selected, so sight and screen reader agree. */
const Tab = styled.button`
  && {
    display: grid;
    justify-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
    width: 100%;
    height: auto;
    min-height: 72px;
    padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.xs};
    border: none;
    border-inline-start: 3px solid transparent;
    background: none;
    color: ${({ theme }) => theme.colors.textMuted};
    font: inherit;
    font-size: ${({ theme }) => theme.font.sizeSm};
    text-align: center;
    cursor: pointer;
  }
  &&[aria-selected='true'] {
    border-inline-start-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
  img {
    width: 28px;
    height: 28px;
  }
`;

/** The id of a category's tab; the list panel names its tab by it. */
export const categoryTabId = (id: number) => `activity-tab-${id}`;

/**
 * The activity menu (SPEC §2): the promotion categories as a vertical tab list, swiped with Swiper. The tabs are
 * plain markup first (it renders on the server and scrolls natively); Swiper's code arrives after the first paint
 * and attaches to that same markup, so focus and roles are untouched. Arrow keys, Home and End move the selection.
 */
export function ActivityMenu({
  categories,
  selectedId,
  onSelect,
  panelId,
  label,
}: {
  categories: readonly PromotionCategoriesReply[number][];
  selectedId: number;
  onSelect: (id: number) => void;
  panelId: string;
  label: string;
}) {
  const column = useRef<HTMLDivElement>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const swiper = useRef<MenuSwiper>(undefined);
  const reducedMotion = useReducedMotion();
  const selectedIndex = Math.max(
    0,
    categories.findIndex((c) => c.id === selectedId),
  );

  useEffect(() => {
    const el = column.current;
    if (!el) return;
    let live = true;
    void import('./activityMenuSwiper').then(({ default: attach }) => {
      if (live) swiper.current = attach(el, reducedMotion);
    });
    return () => {
      live = false;
      swiper.current?.destroy();
      swiper.current = undefined;
    };
  }, [reducedMotion]);

  useEffect(() => swiper.current?.update(), [categories]);
  useEffect(() => swiper.current?.reveal(selectedIndex), [selectedIndex]);

  const move = (event: KeyboardEvent, index: number) => {
    const last = categories.length - 1;
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = next < 0 ? last : next > last ? 0 : next;
    onSelect(categories[wrapped]!.id);
    tabs.current[wrapped]?.focus();
  };

  return (
    <Column
      ref={column}
      className="swiper"
      // Focus inside an overflow-hidden box scrolls it natively, which would fight Swiper's own offset.
      onFocus={(e) => {
        if (swiper.current) e.currentTarget.scrollTop = 0;
      }}
    >
      <div className="swiper-wrapper" role="tablist" aria-orientation="vertical" aria-label={label}>
        {categories.map((category, index) => {
          const selected = index === selectedIndex;
          return (
            <Tab
              key={category.id}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              className="swiper-slide"
              type="button"
              role="tab"
              id={categoryTabId(category.id)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(category.id)}
              onKeyDown={(e) => move(e, index)}
              onFocus={() => swiper.current?.reveal(index)}
            >
              <img src={category.iconImageUrl} alt="" width={28} height={28} />
              {category.title}
            </Tab>
          );
        })}
      </div>
    </Column>
  );
}
