import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import type { StatusTone } from '../../theme/primitives';
import { DataTable } from '../data-table';

/** One line or one set of bars: its name in the legend and the table, and a value per category. */
export type ChartSeries = {
  id: string;
  label: string;
  data: readonly (number | null)[];
};

export type ProgressChartProps = {
  /** The chart's heading; it names the table too. */
  title: string;
  headingLevel?: 2 | 3 | 4;
  kind: 'line' | 'bar';
  /** The categories along the bottom (months, groups, teachers), in order. */
  categories: readonly string[];
  /** The first column's header when the chart is shown as a table ("Month"). */
  categoryHeader: string;
  series: readonly ChartSeries[];
  /**
   * What the chart shows, in words: read by screen readers as the chart's description and shown
   * under the heading for everyone (the trend, the latest value).
   */
  summary: string;
  /** Writes a value for the axis, the tooltip and the table (a percent, hours, a sum). */
  format?: ((value: number) => string) | undefined;
  /** Bars of the series stacked on one another (the parts of a whole). */
  stacked?: boolean | undefined;
  /** The top of the value axis (100 for percentages); the data's own maximum by default. */
  max?: number | undefined;
};

/**
 * The series' colours: the status tones' text colours, which meet 4.5:1 on the page in both the
 * light and the dark theme, so every line and bar stands out at 3:1 or more.
 */
const SERIES_TONES: readonly StatusTone[] = ['info', 'success', 'warning', 'progress', 'error', 'accent'];

const plain = (value: number) => String(value);

/**
 * A chart of progress over time or across groups, with its summary in words and a switch that
 * shows the same numbers as a table (the chart is one image to a screen reader; the table can be
 * read cell by cell). Built on MUI X Charts; drawn at once, without the entry animation, so a
 * chart never moves under the reader (and a screenshot is the same every time). The chart's own
 * keyboard navigation is off: inside one image it would add a focus stop and a live region that a
 * screen reader cannot reach; the table is the way through the numbers by keyboard.
 */
export function ProgressChart({
  title,
  headingLevel = 3,
  kind,
  categories,
  categoryHeader,
  series,
  summary,
  format = plain,
  stacked = false,
  max,
}: ProgressChartProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const theme = useTheme();
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const summaryId = useId();
  const colors = SERIES_TONES.map((tone) => theme.palette.status[tone].fg);
  const valueFormatter = (value: number | null) => (value === null ? t('chart.noValue') : format(value));
  const chartSeries = series.map((one, index) => ({
    id: one.id,
    label: one.label,
    data: [...one.data],
    color: colors[index % colors.length] ?? theme.palette.primary.main,
    valueFormatter,
    ...(stacked ? { stack: 'total' } : {}),
  }));
  const xAxis = [{ scaleType: 'band' as const, data: [...categories], id: 'categories' }];
  const yAxis = [
    {
      min: 0,
      ...(max === undefined ? {} : { max }),
      valueFormatter: (value: number) => format(value),
      // As wide as its longest label ("UAH 12,000", "100 %"), measured, never cut.
      width: 'auto' as const,
    },
  ];
  const rows = categories.map((category, index) => ({ category, index }));
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography id={headingId} component={`h${headingLevel}`} variant="h6">
          {title}
        </Typography>
        <Button
          size="small"
          variant={asTable ? 'contained' : 'outlined'}
          aria-pressed={asTable}
          onClick={() => setAsTable((shown) => !shown)}
        >
          {t('chart.asTable')}
        </Button>
      </Stack>
      <Typography id={summaryId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {summary}
      </Typography>
      {asTable ? (
        <DataTable
          aria-label={title}
          rows={rows}
          getRowId={(row) => row.index}
          columns={[
            { id: 'category', header: categoryHeader, cell: (row) => row.category },
            ...series.map((one) => ({
              id: one.id,
              header: one.label,
              align: 'right' as const,
              cell: (row: (typeof rows)[number]) => valueFormatter(one.data[row.index] ?? null),
            })),
          ]}
        />
      ) : (
        <Box role="img" aria-labelledby={headingId} aria-describedby={summaryId}>
          {kind === 'line' ? (
            <LineChart
              xAxis={[{ ...xAxis[0]!, scaleType: 'point' as const }]}
              yAxis={yAxis}
              series={chartSeries.map((one) => ({ ...one, connectNulls: false, curve: 'linear' as const }))}
              height={280}
              skipAnimation
              disableKeyboardNavigation
            />
          ) : (
            <BarChart
              xAxis={xAxis}
              yAxis={yAxis}
              series={chartSeries}
              height={280}
              skipAnimation
              disableKeyboardNavigation
            />
          )}
        </Box>
      )}
    </Box>
  );
}
