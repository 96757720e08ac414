import type { Banner } from '@common/generated/api';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/callApi';
import { useRemoteData } from '../../api/useRemoteData';
import { useStores } from '../../stores/StoresContext';
import { BannerImage, bannerPictureCss } from '../../ui/BannerImage';

/** SPEC §7: the registration page asks for the banners (B) of its own group, m_reg. */
export const REGISTER_BANNERS_QUERY = { types: 'B', groupName: 'm_reg' } as const;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: 0;
  list-style: none;
  img {
    ${bannerPictureCss}
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

/** The registration offers the operator set for this page, in the player's language (RegisterScreen waits for them). */
export function useRegisterBanners() {
  const { ui } = useStores();
  return useRemoteData(
    async () => (await callApi('announcements', { query: REGISTER_BANNERS_QUERY })).value.banners,
    [ui.language],
  );
}

/**
 * The registration offers above the form. They only decorate it: when they fail, nothing shows. Their boxes are 5:2,
 * so an image settles at once.
 */
export function RegisterBanners({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <List aria-label={t('auth.registerBanners')}>
      {banners.map((banner) => (
        <li key={banner.id}>
          <BannerImage banner={banner} first={false} />
        </li>
      ))}
    </List>
  );
}
