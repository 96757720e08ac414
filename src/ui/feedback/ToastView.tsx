import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { Toast } from '../../stores/FeedbackStore';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Box = styled.div<{ kind: Toast['kind'] }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  max-width: 80vw;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  border-left: 4px solid
    ${({ theme, kind }) =>
      kind === 'error' ? theme.colors.danger : kind === 'success' ? theme.colors.success : theme.colors.primary};
`;

const Spinner = styled.span`
  width: 16px;
  height: 16px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export function ToastView({ toast }: { toast: Toast }) {
  return (
    <Box kind={toast.kind}>
      {toast.kind === 'loading' && <Spinner aria-hidden="true" />}
      <span>{toast.message}</span>
    </Box>
  );
}
