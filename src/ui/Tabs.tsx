import styled from '@emotion/styled';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../registry/menus/menuItem';

export interface TabsProps {
  items: readonly MenuItem[];
  selectedId: string;
  onSelect: (id: string) => void;
  label: string;
  /** Id prefix linking each tab to its panel (`${idPrefix}-panel`). */
  idPrefix: string;
  /** The id of the role=tabpanel the tabs control, when the owner renders one. */
  panelId?: string;
}

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button<{ selected: boolean }>`
  flex: 1;
  min-height: 44px;
  border: none;
  border-bottom: 3px solid ${({ theme, selected }) => (selected ? theme.colors.primary : 'transparent')};
  background: none;
  color: ${({ theme, selected }) => (selected ? theme.colors.text : theme.colors.textMuted)};
  font: inherit;
  font-weight: ${({ theme, selected }) => (selected ? theme.font.weightBold : 400)};
  cursor: pointer;
`;

/** The id of one tab: panels name their tab by it (aria-labelledby). */
const tabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;

/**
 * The panel a tab list controls, labelled by its selected tab. With one choice there are no tabs (see Tabs), so it
 * is a plain block. A wrapper, not a role on a form: role=tabpanel is not allowed on <form> (axe aria-allowed-role).
 */
export function TabPanel({
  id,
  idPrefix,
  selectedId,
  tabbed = true,
  children,
}: {
  id: string;
  idPrefix: string;
  selectedId: string;
  tabbed?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      id={id}
      role={tabbed ? 'tabpanel' : undefined}
      aria-labelledby={tabbed ? tabId(idPrefix, selectedId) : undefined}
    >
      {children}
    </div>
  );
}

/** An accessible tab list (arrow keys move between tabs); hidden when there is only one choice. */
export function Tabs({ items, selectedId, onSelect, label, idPrefix, panelId }: TabsProps) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  if (items.length < 2) return null;
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (index + step + items.length) % items.length;
    onSelect(items[next]!.id);
    refs.current[next]?.focus();
  };
  return (
    <TabList role="tablist" aria-label={label}>
      {items.map((item, index) => {
        const selected = item.id === selectedId;
        return (
          <Tab
            key={item.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.id)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            selected={selected}
            onClick={() => onSelect(item.id)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {t(item.labelKey)}
          </Tab>
        );
      })}
    </TabList>
  );
}
