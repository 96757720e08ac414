import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, withQuery } from '../../registry/paths';
import { PrimaryButton, SecondaryButton } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import type { Vendor } from '../../api/useVendorConfig';

/** Minimum-bet choices (SPEC §9); undefined is "All". */
export const MIN_BETS = [undefined, 0.01, 0.05, 0.1, 0.5, 0.75] as const;

export interface ListFilter {
  vendors: string[];
  minBet?: number;
}

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: 0;
  border: none;
  legend {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
  label,
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** The filter panel: vendors and minimum bet, with submit and reset. */
export function FilterPanel({
  open,
  vendors,
  otherTypes = [],
  value,
  onClose,
  onApply,
}: {
  open: boolean;
  vendors: readonly Vendor[];
  /** Game types to switch to (the panel's "other categories"). */
  otherTypes?: readonly string[];
  value: ListFilter;
  onClose: () => void;
  onApply: (filter: ListFilter) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const toggleVendor = (code: string, on: boolean) =>
    setDraft((d) => ({ ...d, vendors: on ? [...d.vendors, code] : d.vendors.filter((v) => v !== code) }));
  return (
    <Modal open={open} title={t('games.filter')} closeLabel={t('common.close')} onClose={onClose}>
      <form onSubmit={submit}>
        {vendors.length > 0 && (
          <Group>
            <legend>{t('games.vendors')}</legend>
            {vendors.map((v) => (
              <label key={v.vassalage}>
                <input
                  type="checkbox"
                  checked={draft.vendors.includes(v.vassalage)}
                  onChange={(e) => toggleVendor(v.vassalage, e.target.checked)}
                />
                {v.vendorName}
              </label>
            ))}
          </Group>
        )}
        <Group>
          <legend>{t('games.minBet')}</legend>
          {MIN_BETS.map((bet) => (
            <label key={bet ?? 'all'}>
              <input
                type="radio"
                name="minBet"
                checked={draft.minBet === bet}
                onChange={() => setDraft((d) => ({ ...d, minBet: bet }))}
              />
              {bet === undefined ? t('games.all') : bet.toFixed(2)}
            </label>
          ))}
        </Group>
        {otherTypes.length > 0 && (
          <Group as="nav" aria-label={t('games.otherCategories')}>
            {otherTypes.map((type) => (
              <Link key={type} to={withQuery(paths.gameList, { gameType: type })} onClick={onClose}>
                {t(`games.category.${type}`)}
              </Link>
            ))}
          </Group>
        )}
        <Actions>
          <SecondaryButton type="button" onClick={() => setDraft({ vendors: [] })}>
            {t('games.reset')}
          </SecondaryButton>
          <PrimaryButton type="submit">{t('games.apply')}</PrimaryButton>
        </Actions>
      </form>
    </Modal>
  );
}
