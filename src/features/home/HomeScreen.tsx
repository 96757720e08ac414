import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { flagRegistry } from '../../registry/flags';
import { useStores } from '../../stores/StoresContext';
import { LanguagePicker } from '../shell/LanguagePicker';
import { memberCentreVariants } from '../member/memberCentreVariants';

const Main = styled.div`
  padding: ${({ theme }) => theme.spacing.md};
`;

/**
 * Home for now: the brand, the flags that are on and the variants chosen.
 * Banners, games and the rest of home arrive with the home-and-games issue.
 */
const HomeScreen = observer(function HomeScreen() {
  const { settings } = useStores();
  const { t } = useTranslation();
  const { brand } = settings;
  const MemberCentre = memberCentreVariants[settings.memberCentreVariant];
  return (
    <Main>
      <h1>{t('placeholder.title', { brand: brand.name })}</h1>
      <p>{t('placeholder.currency', { code: brand.currency.code, symbol: brand.currency.symbol })}</p>
      <p>{t('placeholder.ageLimit', { age: brand.ageLimit })}</p>
      <p>{t('placeholder.memberCentreVariant', { variant: t(`variant.${settings.memberCentreVariant}`) })}</p>
      <p>{t('placeholder.depositDetailVariant', { variant: t(`variant.${settings.depositDetailVariant}`) })}</p>
      <LanguagePicker />
      <h2 id="flags-on">{t('placeholder.flagsOn')}</h2>
      <ul aria-labelledby="flags-on">
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
  );
});

export default HomeScreen;
