import { ProgressChart, type ProgressChartProps } from '@cabinet/design-system/progress-chart';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';
import { QueryContent } from '../../shared/QueryContent';

/** Charts side by side on a wide screen, one under another on a phone. */
export function ChartGrid({ charts, headingLevel }: { charts: ProgressChartProps[]; headingLevel: 2 | 3 }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {charts.map((chart) => (
        <ProgressChart key={chart.title} {...chart} headingLevel={headingLevel} />
      ))}
    </Box>
  );
}

/** An aggregate call's state, as a generated query hook answers it. */
type ChartsQuery<Data> = {
  isPending: boolean;
  isError: boolean;
  data: Data | undefined;
  error: unknown;
  refetch: () => unknown;
};

type ChartsSectionProps<Data> = {
  title: string;
  query: ChartsQuery<Data>;
  charts: (data: Data) => ProgressChartProps[];
  /** The heading level of its error (the page's own sections may differ). */
  errorHeadingLevel?: 2 | 3;
  sx?: SxProps<Theme>;
};

/**
 * A section of charts under its heading (h2; each chart h3) with its own loading and its own error
 * and retry, so the rest of the page does not wait for it.
 */
export function ChartsSection<Data>({
  title,
  query,
  charts,
  errorHeadingLevel,
  sx,
}: ChartsSectionProps<Data>) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={sx ?? {}}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <QueryContent query={query} headingLevel={errorHeadingLevel}>
        {(data) => <ChartGrid charts={charts(data)} headingLevel={3} />}
      </QueryContent>
    </Box>
  );
}
