import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { BrandDiffEntry, BrandProblem, OpsBrandDraft } from '@common/generated/api';
import { useRemoteData } from '../../api/useRemoteData';
import { opsCall } from '../api';
import { ListState } from '../ui/ListState';
import { DiffTable } from './DiffTable';
import { ProblemList } from './ProblemList';

/**
 * Checks and diff: the saved draft's problems and changes as the server sees them (GET …/checks, again after each
 * save), and, while there are unsaved changes, the same checks run in the browser on the form (`unsaved`).
 */
export function ChecksTab({
  brandId,
  draft,
  unsaved,
  onGoTo,
  onUse,
}: {
  brandId: string;
  draft: OpsBrandDraft | null;
  unsaved: { problems: readonly BrandProblem[]; diff: readonly BrandDiffEntry[] } | undefined;
  onGoTo: (path: string) => void;
  onUse?: (path: string, value: string) => void;
}) {
  const { t } = useTranslation('brands');
  const theme = useTheme();
  const checks = useRemoteData(() => opsCall('opsBrandChecks', { params: { brandId } }), [brandId, draft?.updatedAt], {
    enabled: !!draft,
  });
  const section = { display: 'grid', gap: theme.spacing.md, marginBottom: theme.spacing.xl };

  return (
    <div>
      {unsaved && (
        <section aria-labelledby="brand-unsaved-checks" css={section}>
          <h2 id="brand-unsaved-checks" css={{ margin: 0, fontSize: theme.font.sizeLg }}>
            {t('review.unsaved', { count: unsaved.problems.length })}
          </h2>
          {unsaved.problems.length === 0 ? (
            <p css={{ margin: 0 }}>{t('review.noneUnsaved')}</p>
          ) : (
            <ProblemList problems={unsaved.problems} onGoTo={onGoTo} onUse={onUse} />
          )}
          <DiffTable diff={unsaved.diff} />
        </section>
      )}
      {!draft ? (
        !unsaved && <p>{t('review.noDraft')}</p>
      ) : (
        <ListState
          loading={checks.loading}
          failed={checks.failed}
          error={checks.error}
          empty={checks.data ? false : undefined}
          emptyText=""
          retry={checks.retry}
        >
          <section aria-labelledby="brand-saved-checks" css={section}>
            <h2 id="brand-saved-checks" css={{ margin: 0, fontSize: theme.font.sizeLg }}>
              {t('review.saved', { count: checks.data?.problems.length ?? 0 })}
            </h2>
            {checks.data?.problems.length === 0 ? (
              <p css={{ margin: 0 }}>{t('review.none')}</p>
            ) : (
              <ProblemList problems={checks.data?.problems ?? []} onGoTo={onGoTo} onUse={onUse} />
            )}
            <h2 css={{ margin: 0, fontSize: theme.font.sizeLg }}>{t('review.diffTitle')}</h2>
            <DiffTable diff={checks.data?.diff ?? []} />
          </section>
        </ListState>
      )}
    </div>
  );
}
