import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '../../stores/StoresContext';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  max-width: 480px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.lg};
`;

const Logo = styled.div`
  display: flex;
  justify-content: center;
  min-height: 48px;
  font-size: ${({ theme }) => theme.font.sizeXl};
  font-weight: ${({ theme }) => theme.font.weightBold};
  color: ${({ theme }) => theme.colors.text};
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeXl};
  text-align: center;
`;

/** The frame of the sign-in screens: the brand's logo, the title and the form. */
export const AuthPage = observer(function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  const { settings } = useStores();
  return (
    <Page>
      <Logo>
        {settings.logoUrl ? (
          <img src={settings.logoUrl} alt={settings.brand.name} width={160} height={40} />
        ) : (
          <span>{settings.brand.name}</span>
        )}
      </Logo>
      <Heading>{title}</Heading>
      {children}
    </Page>
  );
});
