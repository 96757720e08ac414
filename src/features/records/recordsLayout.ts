import styled from '@emotion/styled';
import { Card } from '../../ui/blocks';

export { Facts } from '../../ui/blocks';

/** A report screen's column: filters, totals, then the rows. */
export const RecordsPage = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  align-content: start;
`;

/** One block of a report (filters, totals, list); its rows may be wider than the phone, so it may shrink. */
export const Panel = styled(Card)`
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
`;

/** Filter selects side by side on a wide phone, stacked on a narrow one. */
export const FilterRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** One row of a report: a main line and a quiet second line, with amounts at the end. */
export const RecordRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
  .end {
    text-align: end;
  }
`;

/** Money that carries a sign: profit or money in is green, loss or money out red (the sign says it too). */
export const Signed = styled.span<{ sign: number }>`
  color: ${({ theme, sign }) => (sign > 0 ? theme.colors.success : sign < 0 ? theme.colors.danger : theme.colors.text)};
  font-weight: ${({ theme }) => theme.font.weightBold};
  white-space: nowrap;
`;

/** A note that replaces a report (a refused period, a free account). */
export const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
`;
