import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { ProfileFactsData } from './useMemberCentre';

const List = styled.ul<{ look: 'rows' | 'chips' }>`
  margin: 0;
  padding: 0;
  list-style: none;
  display: ${({ look }) => (look === 'rows' ? 'grid' : 'flex')};
  flex-wrap: wrap;
  gap: ${({ theme, look }) => (look === 'rows' ? theme.spacing.xs : theme.spacing.sm)};
  li {
    ${({ theme, look }) =>
      look === 'chips'
        ? `padding: ${theme.spacing.xs} ${theme.spacing.md}; border-radius: ${theme.radii.pill};
           background: ${theme.colors.surfaceAlt}; color: ${theme.colors.text}; font-size: ${theme.font.sizeSm};`
        : ''}
  }
  strong {
    margin-inline-start: ${({ theme }) => theme.spacing.xs};
  }
`;

/**
 * The member's facts: account, VIP level name (when they have one), whole days since registration in the brand's
 * zone, balance. `rows`: one fact per line (base); `chips`: rounded chips that wrap (new).
 */
export function ProfileFacts({ facts, look }: { facts: ProfileFactsData; look: 'rows' | 'chips' }) {
  const { t } = useTranslation();
  const rows: [string, string | number | undefined][] = [
    ['account', facts.account],
    ['vipLevel', facts.vipLabel],
    ['days', facts.days],
    ['balance', facts.balance],
  ];
  return (
    <List look={look} aria-label={t('member.profile.label')}>
      {rows
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([key, value]) => (
          <li key={key}>
            {t(`member.profile.${key}`)}: <strong>{value}</strong>
          </li>
        ))}
    </List>
  );
}
