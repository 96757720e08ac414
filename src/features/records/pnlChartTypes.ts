/** One bar of the profit-and-loss chart: its label, the net in centavos and the net as shown ("+₱12.50"). */
export interface PnlPoint {
  label: string;
  cents: number;
  text: string;
}

export interface PnlChartProps {
  points: readonly PnlPoint[];
  /** Bar colours from the brand theme: profit, loss. */
  colors: { profit: string; loss: string; grid: string; text: string };
  /** An axis value (pesos) as shown, e.g. "₱1,000.00". */
  axisText: (pesos: number) => string;
}
