import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../registry/menus/menuItem';
import { DownloadPopup } from '../../ui/download/DownloadPopup';
import { MemberEntry } from './MemberEntry';

const Tiles = styled.ul<{ look: 'side' | 'banner' }>`
  display: grid;
  grid-template-columns: ${({ look }) => (look === 'side' ? '1fr 1fr' : '1fr')};
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  list-style: none;
  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: ${({ look }) => (look === 'side' ? '64px' : '72px')};
    padding: ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme, look }) => (look === 'banner' ? theme.colors.primary : theme.colors.surface)};
    color: ${({ theme, look }) => (look === 'banner' ? theme.colors.onPrimary : theme.colors.text)};
    font: inherit;
    font-size: ${({ theme, look }) => (look === 'banner' ? theme.font.sizeLg : theme.font.sizeMd)};
    font-weight: ${({ theme }) => theme.font.weightBold};
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
`;

/**
 * The tiles: VIP benefits (when the VIP benefit setting is on) and the app download, which opens the download
 * popup. `side`: two tiles side by side (base); `banner`: full-width banners (new).
 */
export function MemberTiles({
  items,
  onBlocked,
  download,
  look,
}: {
  items: readonly MenuItem[];
  onBlocked: (item: MenuItem) => void;
  download: { open: boolean; show: () => void; close: () => void };
  look: 'side' | 'banner';
}) {
  const { t } = useTranslation();
  return (
    <>
      <Tiles look={look} aria-label={t('member.tiles.label')}>
        {items.map((item) => (
          <li key={item.id}>
            <MemberEntry item={item} onBlocked={onBlocked}>
              {t(item.labelKey)}
            </MemberEntry>
          </li>
        ))}
        <li>
          <button type="button" onClick={download.show} aria-haspopup="dialog">
            {t('member.tiles.download')}
          </button>
        </li>
      </Tiles>
      <DownloadPopup open={download.open} onClose={download.close} />
    </>
  );
}
