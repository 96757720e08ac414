import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { MemberCentreMenu } from './MemberCentreMenu';

const Page = styled.section`
  background: ${({ theme }) => theme.colors.surface};
`;

/** Base member centre (mem_cen other than 1): one plain list under the quick menu. */
export default function MemberCentreBase() {
  const { t } = useTranslation();
  return (
    <Page aria-label={t('variant.memberCentreBase')}>
      <MemberCentreMenu />
    </Page>
  );
}
