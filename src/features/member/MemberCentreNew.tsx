import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { GuestPrompt } from './GuestPrompt';
import { MemberMenu } from './MemberCentreMenu';
import { MemberTiles } from './MemberTiles';
import { ProfileFacts } from './ProfileFacts';
import type { MemberCentreModel } from './useMemberCentre';

const Page = styled.section`
  padding-bottom: ${({ theme }) => theme.spacing.md};
`;

/** The raised profile card with the brand accent; the quick menu sits inside it. */
const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Avatar = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.font.sizeXl};
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-transform: uppercase;
`;

const ListCard = styled.div`
  margin: 0 ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** New member centre (mem_cen 1): raised card (avatar, fact chips, 2×2 quick menu), banner tiles, 3-column list. */
export default function MemberCentreNew({ model }: { model: MemberCentreModel }) {
  const { t } = useTranslation();
  return (
    <Page aria-label={t('variant.memberCentreNew')}>
      <Card>
        {model.profile ? (
          <Who>
            <Avatar aria-hidden="true">{model.profile.account.charAt(0)}</Avatar>
            <ProfileFacts facts={model.profile} look="chips" />
          </Who>
        ) : (
          <GuestPrompt />
        )}
        <MemberMenu items={model.quick} label={t('menu.quickMenuLabel')} look="grid2" onBlocked={model.onBlocked} />
      </Card>
      <MemberTiles items={model.tiles} onBlocked={model.onBlocked} download={model.download} look="banner" />
      <ListCard>
        <MemberMenu
          items={model.list}
          label={t('menu.memberCentreLabel')}
          look="grid3"
          onBlocked={model.onBlocked}
          unread={model.unread}
        />
      </ListCard>
    </Page>
  );
}
