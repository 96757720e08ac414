import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { flagRegistry } from '../../registry/flags';
import { useStores } from '../../stores/StoresContext';
import { LanguagePicker } from '../shell/LanguagePicker';
import { VisitorHeaderButtons } from '../shell/VisitorHeaderButtons';
import { FooterNav } from '../shell/FooterNav';
import { memberCentreVariants } from '../member/memberCentreVariants';

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.headerBg};
  color: ${({ theme }) => theme.colors.onHeader};
`;

const Main = styled.main`
  padding: ${({ theme }) => theme.spacing.md};
  padding-bottom: 80px;
`;

const Footer = styled.footer`
  position: fixed;
  inset: auto 0 0 0;
  background: ${({ theme }) => theme.colors.footerBg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * Foundation placeholder for home: shows the brand's theme, logo, the flags that are on and the variants chosen.
 * The real shell and home replace it in later issues.
 */
const PlaceholderHome = observer(function PlaceholderHome({ logoUrl }: { logoUrl?: string }) {
  const { settings } = useStores();
  const { t } = useTranslation();
  const { brand } = settings;
  const MemberCentre = memberCentreVariants[settings.memberCentreVariant];
  return (
    <>
      <Header>
        {logoUrl ? <img src={logoUrl} alt={brand.name} width={160} height={40} /> : <span>{brand.name}</span>}
        <VisitorHeaderButtons />
      </Header>
      <Main>
        <h1>{t('placeholder.title', { brand: brand.name })}</h1>
        <p>{t('placeholder.currency', { code: brand.currency.code, symbol: brand.currency.symbol })}</p>
        <p>{t('placeholder.ageLimit', { age: brand.ageLimit })}</p>
        <p>{t('placeholder.memberCentreVariant', { variant: t(`variant.${settings.memberCentreVariant}`) })}</p>
        <p>{t('placeholder.depositDetailVariant', { variant: t(`variant.${settings.depositDetailVariant}`) })}</p>
        <LanguagePicker />
        <h2>{t('placeholder.flagsOn')}</h2>
        <ul aria-label={t('placeholder.flagsOn')}>
          {settings.flagsOn.map((id) => (
            <li key={id}>
              <code>{id}</code> — {flagRegistry.get(id).gates}
            </li>
          ))}
        </ul>
        <Suspense fallback={null}>
          <MemberCentre />
        </Suspense>
      </Main>
      <Footer>
        <FooterNav />
      </Footer>
    </>
  );
});

export default PlaceholderHome;
