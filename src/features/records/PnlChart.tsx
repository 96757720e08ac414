import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import type { PnlChartProps } from './pnlChartTypes';

// Only what a bar chart needs, so the chunk stays small (chart.js tree-shakes what is not registered).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/**
 * The net per day or category as bars (profit up in the profit colour, loss down in the loss colour). Loaded only on
 * the profit-and-loss screen, in the browser (PnlChartSlot imports it in an effect). The canvas is hidden from
 * assistive technology: its figure carries the summary and the table below has every value.
 */
export default function PnlChart({ points, colors, axisText }: PnlChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: points.map((p) => p.label),
        datasets: [
          {
            data: points.map((p) => p.cents / 100),
            backgroundColor: points.map((p) => (p.cents < 0 ? colors.loss : colors.profit)),
            borderRadius: 4,
            maxBarThickness: 32,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: reduced ? false : { duration: 300 },
        plugins: {
          legend: { display: false },
          tooltip: { callbacks: { label: (item) => points[item.dataIndex]?.text ?? '' } },
        },
        scales: {
          x: { ticks: { color: colors.text }, grid: { display: false } },
          y: {
            ticks: { color: colors.text, callback: (value) => axisText(Number(value)) },
            grid: { color: colors.grid },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [points, colors, axisText]);
  return <canvas ref={canvas} aria-hidden="true" />;
}
