import styled from '@emotion/styled';
import { useTheme } from '@emotion/react';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import type { PnlChartProps, PnlPoint } from './pnlChartTypes';

const Figure = styled.div`
  position: relative;
  height: 200px;
  margin: 0;
`;

/**
 * Where the chart goes: a figure with `role="img"` and a summary as its name (the table under it is the full text
 * form). The chart library is its own chunk, imported in an effect: never during a server render, never on another
 * screen; until it arrives (or if it cannot) the figure keeps its place and the table is there.
 */
export function PnlChartSlot({
  summary,
  points,
  axisText,
}: {
  summary: string;
  points: readonly PnlPoint[];
  axisText: (pesos: number) => string;
}) {
  const theme = useTheme();
  const [Chart, setChart] = useState<ComponentType<PnlChartProps>>();
  useEffect(() => {
    let live = true;
    import('./PnlChart')
      .then((module) => {
        if (live) setChart(() => module.default);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const colors = useMemo(
    () => ({
      profit: theme.colors.success,
      loss: theme.colors.danger,
      grid: theme.colors.border,
      text: theme.colors.textMuted,
    }),
    [theme],
  );
  return (
    <Figure role="img" aria-label={summary}>
      {Chart && <Chart points={points} colors={colors} axisText={axisText} />}
    </Figure>
  );
}
