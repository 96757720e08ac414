import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vendor } from '../../api/useVendorConfig';

/** SPEC §9: the vendor carousel shows 4 per page, with arrows only when there are more than 5 vendors. */
export const VENDORS_PER_PAGE = 4;
const ARROWS_OVER = 5;

const Strip = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: 0 ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.sm};
  ul {
    display: grid;
    flex: 1;
    grid-template-columns: repeat(${VENDORS_PER_PAGE}, minmax(0, 1fr));
    gap: ${({ theme }) => theme.spacing.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li button {
    width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.font.sizeSm};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  li button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** One row of vendor buttons' height (44 px) plus the strip's bottom padding. */
const Reserved = styled.div`
  height: calc(44px + ${({ theme }) => theme.spacing.sm});
`;

const Arrow = styled.button`
  min-width: 36px;
  min-height: 44px;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font-size: 20px;
  &:disabled {
    color: ${({ theme }) => theme.colors.border};
  }
`;

/** Vendors as quick filters: tap one to show only its games, tap again to show all. */
export function VendorStrip({
  vendors,
  selected,
  onToggle,
  loading = false,
}: {
  vendors: readonly Vendor[];
  selected: readonly string[];
  onToggle: (vassalage: string) => void;
  /** The vendor configuration is still loading: keep the strip's height so the games below do not move (CLS). */
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  if (loading) return <Reserved aria-hidden="true" />;
  if (vendors.length === 0) return null;
  const paged = vendors.length > ARROWS_OVER;
  const pages = Math.ceil(vendors.length / VENDORS_PER_PAGE);
  const shown = paged ? vendors.slice(page * VENDORS_PER_PAGE, page * VENDORS_PER_PAGE + VENDORS_PER_PAGE) : vendors;
  return (
    <Strip role="group" aria-label={t('games.vendors')}>
      {paged && (
        <Arrow
          type="button"
          aria-label={t('games.previousVendors')}
          disabled={page === 0}
          onClick={() => setPage(page - 1)}
        >
          ‹
        </Arrow>
      )}
      <ul>
        {shown.map((v) => (
          <li key={v.vassalage}>
            <button type="button" aria-pressed={selected.includes(v.vassalage)} onClick={() => onToggle(v.vassalage)}>
              {v.vendorName}
            </button>
          </li>
        ))}
      </ul>
      {paged && (
        <Arrow
          type="button"
          aria-label={t('games.nextVendors')}
          disabled={page >= pages - 1}
          onClick={() => setPage(page + 1)}
        >
          ›
        </Arrow>
      )}
    </Strip>
  );
}
