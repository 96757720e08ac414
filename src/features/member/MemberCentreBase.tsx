import styled from '@emotion/styled';
import { MemberCentreMenu } from './MemberCentreMenu';

const Page = styled.section`
  background: ${({ theme }) => theme.colors.surface};
`;

/** Base member centre (mem_cen other than 1): one plain list under the quick menu. */
export default function MemberCentreBase() {
  return (
    <Page aria-label="member-centre-base">
      <MemberCentreMenu />
    </Page>
  );
}
