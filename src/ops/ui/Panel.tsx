import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

/** A centred card for the screens outside the frame (sign-in, 2FA enrolment). */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <main css={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: theme.spacing.xl }}>
      <section
        aria-labelledby="ops-panel-title"
        css={{
          width: 420,
          maxWidth: '100%',
          background: theme.colors.surface,
          borderRadius: theme.radii.md,
          boxShadow: theme.shadows.card,
          padding: theme.spacing.xl,
          display: 'grid',
          gap: theme.spacing.lg,
        }}
      >
        <h1 id="ops-panel-title" css={{ margin: 0, fontSize: theme.font.sizeXl }}>
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
