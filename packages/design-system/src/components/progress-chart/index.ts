export { type ChartSeries, ProgressChart, type ProgressChartProps } from './ProgressChart';
