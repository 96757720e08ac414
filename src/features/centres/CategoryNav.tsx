import type { GameVendorsReply as VendorConfig } from '@common/generated/api';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm};
  button {
    min-height: 56px;
    padding: ${({ theme }) => theme.spacing.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weightBold};
    cursor: pointer;
  }
  /* Styled from the pressed state, so what is seen and what a screen reader hears agree. */
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** The game types of the vendor configuration, in lobby order, each once. */
export function gameTypesOf(config: VendorConfig | undefined): string[] {
  return [...new Set(config?.sorting.flatMap((c) => c.vendorNames.map((v) => v.gameType)) ?? [])];
}

/** "All" and one tile per game type; the pressed tile is the list's filter. */
export function CategoryNav({
  types,
  selected,
  onSelect,
}: {
  types: readonly string[];
  selected: string | undefined;
  onSelect: (gameType: string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Tiles role="group" aria-label={t('pages.centres.categories')}>
      <button type="button" aria-pressed={selected === undefined} onClick={() => onSelect(undefined)}>
        {t('pages.centres.all')}
      </button>
      {types.map((type) => (
        <button key={type} type="button" aria-pressed={selected === type} onClick={() => onSelect(type)}>
          {t(`games.category.${type}`, { defaultValue: type })}
        </button>
      ))}
    </Tiles>
  );
}
