import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
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

/**
 * The registration offers the operator set for this page, above the form, in the player's language. They only
 * decorate the form: while they load, or if they fail, nothing shows and nothing moves the form around but their own
 * arrival (their boxes are 5:2, so one image settles at once).
 */
export const RegisterBanners = observer(function RegisterBanners() {
  const { t } = useTranslation();
  const { ui } = useStores();
  const { data } = useRemoteData(
    async () => (await callApi('announcements', { query: REGISTER_BANNERS_QUERY })).value,
    [ui.language],
  );
  const banners = data?.banners ?? [];
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
});
