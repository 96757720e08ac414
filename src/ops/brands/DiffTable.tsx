import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { BrandDiffEntry } from '@common/generated/api';
import { Table } from '../ui/Table';

const COLOR = /^(#[0-9a-fA-F]{3,8}|rgba?\([0-9., ]+\))$/;
const COLUMNS = ['path', 'before', 'after'] as const;

/** One side of a change: a colour as a swatch with its value, a data URL shortened, anything else as JSON text. */
function Value({ value, present }: { value: unknown; present: boolean }) {
  const { t } = useTranslation('brands');
  const theme = useTheme();
  if (!present) return <span css={{ color: theme.colors.textMuted }}>{t('review.absent')}</span>;
  if (typeof value === 'string' && COLOR.test(value))
    return (
      <span css={{ display: 'inline-flex', gap: theme.spacing.xs, alignItems: 'center' }}>
        <span
          aria-hidden
          css={{
            width: 18,
            height: 18,
            borderRadius: 4,
            border: `1px solid ${theme.colors.border}`,
            background: value,
            display: 'inline-block',
          }}
        />
        <code>{value}</code>
      </span>
    );
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return <code css={{ overflowWrap: 'anywhere' }}>{text.startsWith('data:') ? `${text.slice(0, 40)}…` : text}</code>;
}

/** The changes of the draft against the live version: setting (JSON pointer), live value, draft value. */
export function DiffTable({ diff }: { diff: readonly BrandDiffEntry[] }) {
  const { t } = useTranslation('brands');
  if (diff.length === 0) return <p>{t('review.noChanges')}</p>;
  return (
    <Table
      caption={t('review.diffCaption', { count: diff.length })}
      columns={COLUMNS}
      columnLabel={(c) => t(`review.column.${c}`)}
    >
      {diff.map((entry) => (
        <tr key={entry.path}>
          <th scope="row">
            <code>{entry.path}</code>
          </th>
          <td>
            <Value value={entry.before} present={'before' in entry} />
          </td>
          <td>
            <Value value={entry.after} present={'after' in entry} />
          </td>
        </tr>
      ))}
    </Table>
  );
}
