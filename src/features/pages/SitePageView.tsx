import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/apiErrorText';
import { ApiError } from '../../api/envelope';
import type { SitePageQuery } from '@common/generated/api';
import { callApi } from '../../api/callApi';
import { useLanguageData } from '../../api/useLanguageData';
import { AsyncView, EmptyNote } from '../../ui/LoadState';
import { SafeHtml } from '../../ui/SafeHtml';

const Article = styled.article`
  margin: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  line-height: 1.5;
  overflow-wrap: anywhere;
  > h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.font.sizeXl};
  }
  h2,
  h3 {
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;

/** A brand without the page (404 page.missing): nothing to retry. */
const isMissing = (error: unknown) => error instanceof ApiError && error.code === 'page.missing';

/**
 * One of the brand's static pages from the server (`/wps/system/page?name=`) in the current language, its HTML through
 * the sanitiser. A brand without the page gets a note, other failures the Retry button. `intro` comes before the HTML.
 */
export const SitePageView = observer(function SitePageView({
  name,
  intro,
}: {
  name: SitePageQuery['name'];
  intro?: ReactNode;
}) {
  const { t } = useTranslation();
  const page = useLanguageData(async () => (await callApi('sitePage', { query: { name } })).value, [name]);
  if (page.failed && isMissing(page.error)) return <EmptyNote>{apiErrorText(t, page.error)}</EmptyNote>;
  return (
    <AsyncView state={page}>
      {(value) => (
        <Article>
          <h2>{value.title}</h2>
          {intro}
          <SafeHtml html={value.content} />
        </Article>
      )}
    </AsyncView>
  );
});
