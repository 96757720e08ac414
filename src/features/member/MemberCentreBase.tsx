import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { GuestPrompt } from './GuestPrompt';
import { MemberMenu } from './MemberCentreMenu';
import { MemberTiles } from './MemberTiles';
import { ProfileFacts } from './ProfileFacts';
import type { MemberCentreModel } from './useMemberCentre';

const Page = styled.section`
  background: ${({ theme }) => theme.colors.surface};
`;

/** A band the width of the screen in the header colour: one fact per row. */
const Band = styled.div`
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.headerBg};
  color: ${({ theme }) => theme.colors.onHeader};
`;

/** Base member centre (mem_cen other than 1): profile band, tiles side by side, quick menu as one bar, list as rows. */
export default function MemberCentreBase({ model }: { model: MemberCentreModel }) {
  const { t } = useTranslation();
  return (
    <Page aria-label={t('variant.memberCentreBase')}>
      <Band>{model.profile ? <ProfileFacts facts={model.profile} look="rows" /> : <GuestPrompt />}</Band>
      <MemberTiles items={model.tiles} onBlocked={model.onBlocked} download={model.download} look="side" />
      <MemberMenu items={model.quick} label={t('menu.quickMenuLabel')} look="bar" onBlocked={model.onBlocked} />
      <MemberMenu
        items={model.list}
        label={t('menu.memberCentreLabel')}
        look="rows"
        onBlocked={model.onBlocked}
        unread={model.unread}
      />
    </Page>
  );
}
