import type { MemberInviteReply as Invite } from '@common/generated/api';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteData } from '../../api/useRemoteData';
import { useStores } from '../../stores/StoresContext';
import { PrimaryButton, SecondaryButton } from '../../ui/Button';
import { AsyncView } from '../../ui/LoadState';
import { callApi } from '../../api/callApi';
import { InviteQr } from './InviteQr';
import { useCopy } from './useCopy';
import { useReferralGate } from './useReferralGate';

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: end;
  label {
    grid-column: 1 / -1;
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
  input {
    min-width: 0;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

const Status = styled.p`
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

function InviteDetails({ invite }: { invite: Invite }) {
  const { settings } = useStores();
  const { t } = useTranslation();
  const codeRef = useRef<HTMLInputElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const copied = useCopy();
  const brand = settings.brand.name;
  const share = () =>
    navigator
      .share({
        title: t('invite.shareTitle', { brand }),
        text: t('invite.shareText', { brand, code: invite.code }),
        url: invite.link,
      })
      .catch(() => undefined); // dismissed by the person: nothing to say
  return (
    <>
      <p>{t('invite.intro')}</p>
      <Row>
        <label htmlFor="invite-code">{t('invite.code')}</label>
        <input id="invite-code" ref={codeRef} readOnly value={invite.code} />
        <SecondaryButton type="button" onClick={() => void copied.copy('code', codeRef.current)}>
          {t('invite.copyCode')}
        </SecondaryButton>
      </Row>
      <Row>
        <label htmlFor="invite-link">{t('invite.link')}</label>
        <input id="invite-link" ref={linkRef} readOnly value={invite.link} />
        <SecondaryButton type="button" onClick={() => void copied.copy('link', linkRef.current)}>
          {t('invite.copyLink')}
        </SecondaryButton>
      </Row>
      <Status role="status">
        {copied.result === 'copied' ? t('invite.copied') : copied.result === 'blocked' ? t('invite.copyBlocked') : ''}
      </Status>
      {canShare() && (
        <PrimaryButton type="button" onClick={() => void share()}>
          {t('invite.share')}
        </PrimaryButton>
      )}
      <InviteQr link={invite.link} />
    </>
  );
}

/** /m/inviteFriends (REFERRAL): the member's invitation code and link, copy, share and a QR code. */
export default observer(function InviteFriendsScreen() {
  const allowed = useReferralGate();
  const invite = useRemoteData(
    // The member's invitation code (made on first use) and registration link.
    async () => (await callApi('memberInvite')).value,
    [],
    { enabled: allowed },
  );
  if (!allowed) return null;
  return (
    <Page>
      <AsyncView state={invite}>{(value) => <InviteDetails invite={value} />}</AsyncView>
    </Page>
  );
});
