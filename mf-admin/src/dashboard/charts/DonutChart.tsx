import { arc, pie } from 'd3-shape';
import { useId } from 'react';
import styles from './charts.module.css';

// Parts of a whole (orders by status) as a ring drawn with d3-shape, its legend beside it naming every part
// with its figure: the legend is the accessible text, the picture only repeats it.

export interface DonutPart {
  key: string;
  label: string;
  value: number;
}

export interface DonutChartProps {
  title: string;
  parts: DonutPart[];
  /** The figure in the middle (the total). */
  centre: string;
  summary: string;
  testId?: string;
}

const size = 160;
const radius = size / 2;
const slices = 8;

export function DonutChart({ title, parts, centre, summary, testId }: DonutChartProps) {
  const captionId = useId();
  const shapes = pie<DonutPart>()
    .value((part) => part.value)
    .sort(null)(parts);
  const ring = arc<(typeof shapes)[number]>()
    .innerRadius(radius * 0.62)
    .outerRadius(radius - 2)
    .padAngle(parts.length > 1 ? 0.015 : 0);
  return (
    <figure className={styles.donut} aria-labelledby={captionId} data-testid={testId}>
      <figcaption id={captionId} className={styles.chart__title}>
        {title}
      </figcaption>
      <div className={styles.donut__body}>
        <svg
          className={styles.donut__svg}
          viewBox={`${-radius} ${-radius} ${size} ${size}`}
          role="img"
          aria-label={summary}
        >
          {shapes.map((shape, i) => (
            <path key={shape.data.key} className={styles[`slice${i % slices}`]} d={ring(shape) ?? ''}>
              <title>{`${shape.data.label}: ${shape.data.value}`}</title>
            </path>
          ))}
          <text className={styles.donut__centre} textAnchor="middle" dominantBaseline="central">
            {centre}
          </text>
        </svg>
        <ul className={styles.legend}>
          {parts.map((part, i) => (
            <li key={part.key} className={styles.legend__item}>
              <span className={`${styles.legend__swatch} ${styles[`slice${i % slices}`]}`} aria-hidden="true" />
              <span className={styles.legend__label}>{part.label}</span>
              <span className={styles.legend__value}>{part.value}</span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
