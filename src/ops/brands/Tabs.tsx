import { useTheme } from '@emotion/react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * A tablist (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move between tabs, the active one is the
 * only one in the tab order, and its panel is labelled by it. The caller keeps the active tab (in the URL).
 */
export function Tabs<T extends string>({
  label,
  tabs,
  active,
  tabLabel,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly T[];
  active: T;
  tabLabel: (tab: T) => string;
  onSelect: (tab: T) => void;
  children: ReactNode;
}) {
  const theme = useTheme();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const to =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (to === undefined) return;
    event.preventDefault();
    const tab = tabs[to]!;
    onSelect(tab);
    refs.current.get(tab)?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        css={{ display: 'flex', flexWrap: 'wrap', gap: 2, borderBottom: `2px solid ${theme.colors.border}` }}
      >
        {tabs.map((tab, index) => {
          const selected = tab === active;
          return (
            <button
              key={tab}
              ref={(node) => void (node ? refs.current.set(tab, node) : refs.current.delete(tab))}
              type="button"
              role="tab"
              id={`brand-tab-${tab}`}
              aria-selected={selected}
              aria-controls={`brand-panel-${tab}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab)}
              onKeyDown={(event) => move(event, index)}
              css={{
                font: 'inherit',
                padding: `${theme.spacing.sm} ${theme.spacing.md}`,
                border: 'none',
                borderBottom: `3px solid ${selected ? theme.colors.primary : 'transparent'}`,
                background: selected ? theme.colors.surface : 'transparent',
                color: theme.colors.text,
                fontWeight: selected ? theme.font.weightBold : undefined,
                cursor: 'pointer',
              }}
            >
              {tabLabel(tab)}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`brand-panel-${active}`}
        aria-labelledby={`brand-tab-${active}`}
        tabIndex={-1}
        css={{ padding: `${theme.spacing.lg} 0`, outline: 'none' }}
      >
        {children}
      </div>
    </div>
  );
}
