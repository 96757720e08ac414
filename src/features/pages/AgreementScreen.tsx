import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoresContext';
import { SitePageView } from './SitePageView';

const AgeNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

/**
 * /m/useragreement (the register page's terms link): the brand's agreement from the server, opened by the brand's
 * age limit (brand.json `ageLimit`: 21 for Lucky Peso, 18 for the others).
 */
const AgreementScreen = observer(function AgreementScreen() {
  const { t } = useTranslation();
  const { brand } = useStores().settings;
  return (
    <SitePageView
      name="useragreement"
      intro={<AgeNote>{t('pages.agreement.ageNote', { age: brand.ageLimit, brand: brand.name })}</AgeNote>}
    />
  );
});

export default AgreementScreen;
