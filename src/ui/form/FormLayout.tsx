import styled from '@emotion/styled';
import type { ReactNode } from 'react';

/** A form's vertical stack of fields. */
export const FormStack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

const AlertText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.danger};
`;

/** A problem with the whole form (e.g. the server refused it), announced when it appears; nothing when empty. */
export function FormAlert({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === '' || children === false) return null;
  return <AlertText role="alert">{children}</AlertText>;
}

/** A checkbox with its label as one 44 px row (remember password, agree to terms). */
export const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
  }
`;
