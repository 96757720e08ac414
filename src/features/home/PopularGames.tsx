import type { GameVendorsReply as VendorConfig } from '@common/generated/api';
import styled from '@emotion/styled';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryGames } from './CategoryGames';
import { contentOf, popularCategories } from './popularCategories';
import { TabPanel } from '../../ui/Tabs';

const Menu = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm};
  overflow-x: auto;
  scrollbar-width: none;
  button {
    flex: none;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** Popular games: a horizontally scrolling category menu (HOT first) and the active category's content only. */
export function PopularGames({ config }: { config: VendorConfig | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const categories = popularCategories(config);
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    setActive(index);
    refs.current[index]?.scrollIntoView?.({ inline: 'center', block: 'nearest', behavior: 'smooth' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (active + step + categories.length) % categories.length;
    select(next);
    refs.current[next]?.focus();
  };
  const current = categories[active] ?? 'HOT';
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('home.popular')}
      </h2>
      <Menu role="tablist" aria-label={t('home.categories')} onKeyDown={onKeyDown}>
        {categories.map((category, index) => (
          <button
            key={category}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => select(index)}
          >
            {t(`games.category.${category}`)}
          </button>
        ))}
      </Menu>
      <TabPanel id={`${id}-panel`} idPrefix={id} selectedId={String(active)}>
        <CategoryGames key={current} content={contentOf(current, config)} config={config} />
      </TabPanel>
    </section>
  );
}
