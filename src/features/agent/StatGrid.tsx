import styled from '@emotion/styled';

const Section = styled.section`
  margin: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  div {
    display: flex;
    flex-direction: column;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeLg};
    font-weight: ${({ theme }) => theme.font.weightBold};
    overflow-wrap: anywhere;
  }
`;

export interface Stat {
  /** Stable key (also the test id of the value). */
  id: string;
  label: string;
  value: string | number;
}

/** A titled block of figures, each a term and its value (read out as pairs). */
export function StatGrid({ title, stats }: { title: string; stats: readonly Stat[] }) {
  const id = `stats-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Grid>
        {stats.map((stat) => (
          <div key={stat.id}>
            <dt>{stat.label}</dt>
            <dd data-stat={stat.id}>{stat.value}</dd>
          </div>
        ))}
      </Grid>
    </Section>
  );
}
