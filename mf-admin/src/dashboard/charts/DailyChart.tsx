import { area, curveMonotoneX, line } from 'd3-shape';
import { useId } from 'react';
import styles from './charts.module.css';

// A figure per day as an SVG area (or bars, for counts and for a single day), drawn with d3-shape. The SVG
// stretches to its box; its labels are HTML beside it so they never stretch. Screen readers get the figures
// twice over: the picture's label sums it up, a visually hidden table lists every day.

export interface DayFigure {
  /** yyyy-MM-dd */
  day: string;
  value: number;
}

export interface DailyChartProps {
  /** What the chart shows ("Revenue per day"): the figure's caption and the table's. */
  title: string;
  days: DayFigure[];
  /** A value as staff read it (money, a count). */
  formatValue: (value: number) => string;
  /** A day as staff read it (`29.03`). */
  formatDay: (day: string) => string;
  /** The picture's one-line summary for screen readers. */
  summary: string;
  dayHeader: string;
  valueHeader: string;
  look?: 'area' | 'bars';
  testId?: string;
}

const width = 600;
const height = 160;
const top = 8;

export function DailyChart(props: DailyChartProps) {
  const { title, days, formatValue, formatDay, summary, dayHeader, valueHeader, testId } = props;
  const captionId = useId();
  const max = Math.max(0, ...days.map((d) => d.value));
  const y = (value: number) => (max === 0 ? height : height - (value / max) * (height - top));
  const look = props.look === 'bars' || days.length < 2 ? 'bars' : 'area';
  return (
    <figure className={styles.chart} aria-labelledby={captionId} data-testid={testId} data-chart={look}>
      <figcaption id={captionId} className={styles.chart__title}>
        {title}
      </figcaption>
      <div className={styles.chart__plot}>
        <span className={styles.chart__max} aria-hidden="true">
          {formatValue(max)}
        </span>
        <svg
          className={styles.chart__svg}
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
        >
          <line className={styles.chart__grid} x1={0} x2={width} y1={top} y2={top} />
          <line className={styles.chart__grid} x1={0} x2={width} y1={height / 2} y2={height / 2} />
          {look === 'area' ? (
            <AreaShape days={days} y={y} />
          ) : (
            <Bars days={days} y={y} formatValue={formatValue} formatDay={formatDay} />
          )}
          <line className={styles.chart__axis} x1={0} x2={width} y1={height} y2={height} />
        </svg>
      </div>
      <div className={styles.chart__days} aria-hidden="true">
        <span>{days[0] ? formatDay(days[0].day) : ''}</span>
        {days.length > 1 && <span>{formatDay((days.at(-1) as DayFigure).day)}</span>}
      </div>
      <table className={styles.visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{dayHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{formatDay(d.day)}</th>
              <td>{formatValue(d.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

const xOf = (count: number) => (i: number) => (count < 2 ? width / 2 : (i / (count - 1)) * width);

function AreaShape({ days, y }: { days: DayFigure[]; y: (value: number) => number }) {
  const x = xOf(days.length);
  const fill = area<DayFigure>()
    .x((_, i) => x(i))
    .y0(height)
    .y1((d) => y(d.value))
    .curve(curveMonotoneX);
  const edge = line<DayFigure>()
    .x((_, i) => x(i))
    .y((d) => y(d.value))
    .curve(curveMonotoneX);
  return (
    <>
      <path className={styles.chart__area} d={fill(days) ?? ''} />
      <path className={styles.chart__line} d={edge(days) ?? ''} />
    </>
  );
}

function Bars({
  days,
  y,
  formatValue,
  formatDay,
}: {
  days: DayFigure[];
  y: (value: number) => number;
  formatValue: (value: number) => string;
  formatDay: (day: string) => string;
}) {
  const slot = width / Math.max(1, days.length);
  const barWidth = Math.min(slot * 0.7, 60);
  return (
    <g>
      {days.map((d, i) => (
        <rect
          key={d.day}
          className={styles.chart__bar}
          x={i * slot + (slot - barWidth) / 2}
          width={barWidth}
          y={y(d.value)}
          height={height - y(d.value)}
          data-value={d.value}
        >
          <title>{`${formatDay(d.day)}: ${formatValue(d.value)}`}</title>
        </rect>
      ))}
    </g>
  );
}
