import type { Promotion } from '@common/generated/api';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths, withQuery } from '../../registry/paths';
import { announcementImage } from '../../api/announcementImage';

import { PromotionDates } from './PromotionDates';
import { bannerPictureCss } from '../../ui/BannerImage';

const Card = styled.article`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  scroll-margin-top: 60px;
  &[data-focused='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

const Open = styled(Link)`
  display: grid;
  color: inherit;
  text-decoration: none;
  img {
    ${bannerPictureCss}
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  h2 {
    margin: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md} 0;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

const Dates = styled(PromotionDates)`
  margin: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** The DOM id of a promotion's card (`?id=` scrolls to it). */
export const promotionCardId = (id: number) => `promotion-${id}`;

/**
 * One promotion in the list: its sequence-1 image, title and dates, opening /m/activityDetail?id= (SPEC §2). The card
 * named by `?id=` is `focused` and shows its detail (`children`) under it.
 */
export function PromotionCard({
  promotion,
  focused = false,
  children,
}: {
  promotion: Promotion;
  focused?: boolean;
  children?: ReactNode;
}) {
  const image = announcementImage(promotion);
  return (
    <Card
      id={promotionCardId(promotion.id)}
      data-focused={focused}
      aria-labelledby={`${promotionCardId(promotion.id)}-title`}
    >
      <Open to={withQuery(paths.activityDetail, { id: promotion.id })}>
        {image && <img src={image} alt="" width={750} height={300} loading="lazy" />}
        <h2 id={`${promotionCardId(promotion.id)}-title`}>{promotion.title}</h2>
      </Open>
      <Dates startDate={promotion.startDate} endDate={promotion.endDate} noExpiry={promotion.noExpiry} />
      {children}
    </Card>
  );
}
