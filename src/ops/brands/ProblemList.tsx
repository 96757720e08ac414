import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { BrandProblem } from '@common/generated/api';
import { Button } from '../ui/Button';
import { locate } from './tabs';

/**
 * Problems that block a publish, each with the field it is about (a button that moves to that field's tab and input)
 * and its fix; a fix with a suggested value (the contrast check's nearest passing colour) offers "Use <value>".
 */
export function ProblemList({
  problems,
  onGoTo,
  onUse,
}: {
  problems: readonly BrandProblem[];
  onGoTo?: (path: string) => void;
  onUse?: (path: string, value: string) => void;
}) {
  const { t } = useTranslation('brands');
  const theme = useTheme();
  return (
    <ul css={{ margin: 0, paddingLeft: theme.spacing.lg, display: 'grid', gap: theme.spacing.md }}>
      {problems.map((problem, index) => {
        const suggestion = problem.fixParams?.suggestion;
        const field = problem.path.split('/').pop() ?? '';
        const fieldName = t(`form.fields.${field}`, { defaultValue: field });
        return (
          <li key={`${problem.path}-${problem.messageKey}-${index}`}>
            <p css={{ margin: 0 }}>{t(problem.messageKey, problem.params)}</p>
            <p css={{ margin: `${theme.spacing.xs} 0`, color: theme.colors.textMuted }}>
              {t(problem.fixKey, { ...problem.params, ...problem.fixParams })}
            </p>
            <div css={{ display: 'flex', gap: theme.spacing.sm, flexWrap: 'wrap', alignItems: 'center' }}>
              {onGoTo && locate(problem.path) ? (
                <Button onClick={() => onGoTo(problem.path)}>
                  {fieldName} <code>{problem.path}</code>
                </Button>
              ) : (
                <code>{problem.path}</code>
              )}
              {onUse && typeof suggestion === 'string' && (
                <Button onClick={() => onUse(problem.path, suggestion)}>
                  <span
                    aria-hidden
                    css={{
                      display: 'inline-block',
                      width: 14,
                      height: 14,
                      marginRight: 6,
                      verticalAlign: 'middle',
                      background: suggestion,
                      border: `1px solid ${theme.colors.border}`,
                    }}
                  />
                  {t('review.use', { value: suggestion })}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
