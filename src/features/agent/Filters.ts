import styled from '@emotion/styled';

/** The period and filters above a report. */
export const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
`;
