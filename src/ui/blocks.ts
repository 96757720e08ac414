import styled from '@emotion/styled';

// Blocks the member-centre screens (wallet, records, …) are built from.

/** One titled block of a screen: a raised card with a heading and its content. */
export const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
  p {
    margin: 0;
  }
`;

/** Label/value pairs (totals, order details, balances): labels quiet, values bold at the end. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-weight: ${({ theme }) => theme.font.weightBold};
    overflow-wrap: anywhere;
  }
`;
