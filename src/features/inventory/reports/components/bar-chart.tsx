// A small horizontal bar chart in plain SVG (no chart library): one bar per label, negative values
// to the left of a zero line. It is drawn at the container's real width, so text stays the same
// size on a phone and a desktop. Screen readers get the title, a summary and each bar's value;
// the full figures are in the table beside it.
import { Box } from '@chakra-ui/react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';

export interface BarDatum {
  label: string;
  value: number;
}

interface BarChartProps {
  data: readonly BarDatum[];
  /** How a value is written (money, units…). */
  format(value: number): string;
  title: string;
  /** Said before the values for screen readers (e.g. "Costo por barra"). */
  summary?: string;
  testId?: string;
}

const ROW = 30;
const BAR = 18;
const PAD_TOP = 4;

function useWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width;
      if (w !== undefined) setWidth(w);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** A label cut to fit about `px` pixels of 12 px text. */
function truncateLabel(label: string, px: number): string {
  const max = Math.max(4, Math.floor(px / 6.6));
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}

export function BarChart({ data, format, title, summary, testId }: BarChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const titleId = useId();
  const descId = useId();
  const height = PAD_TOP * 2 + data.length * ROW;
  const labelWidth = Math.min(200, Math.max(80, width * 0.3));
  // Room for the longest value written after its bar (about 7 px a character at 12 px).
  const longest = Math.max(0, ...data.map((d) => format(d.value).length));
  const valueWidth = Math.min(width * 0.4, longest * 7 + 12);
  const plotLeft = labelWidth + 8;
  const plotWidth = Math.max(10, width - plotLeft - valueWidth);
  const min = Math.min(0, ...data.map((d) => d.value));
  const max = Math.max(0, ...data.map((d) => d.value));
  const span = max - min || 1;
  const x = (v: number) => plotLeft + ((v - min) / span) * plotWidth;
  const zero = x(0);
  const description = `${summary ? `${summary}: ` : ''}${data.map((d) => `${d.label} ${format(d.value)}`).join('; ')}`;

  return (
    <Box ref={ref} w="full" data-testid={testId}>
      {width > 0 && (
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          style={{ display: 'block', overflow: 'visible' }}
        >
          <title id={titleId}>{title}</title>
          <desc id={descId}>{description}</desc>
          <line
            x1={zero}
            x2={zero}
            y1={0}
            y2={height}
            stroke="var(--chakra-colors-border-emphasized)"
            strokeWidth={1}
            shapeRendering="crispEdges"
          />
          {data.map((d, i) => {
            const y = PAD_TOP + i * ROW;
            const left = Math.min(x(d.value), zero);
            const barWidth = Math.max(d.value === 0 ? 0 : 2, Math.abs(x(d.value) - zero));
            const negative = d.value < 0;
            return (
              <g key={d.label}>
                <title>{`${d.label}: ${format(d.value)}`}</title>
                <text
                  x={labelWidth}
                  y={y + ROW / 2}
                  textAnchor="end"
                  dominantBaseline="middle"
                  fontSize={12}
                  fill="var(--chakra-colors-fg)"
                >
                  {truncateLabel(d.label, labelWidth)}
                </text>
                <rect
                  x={left}
                  y={y + (ROW - BAR) / 2}
                  width={barWidth}
                  height={BAR}
                  rx={3}
                  fill={negative ? 'var(--chakra-colors-red-solid)' : 'var(--chakra-colors-brand-solid)'}
                />
                <text
                  x={negative ? zero + 6 : left + barWidth + 6}
                  y={y + ROW / 2}
                  dominantBaseline="middle"
                  fontSize={12}
                  fill="var(--chakra-colors-fg-muted)"
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {format(d.value)}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </Box>
  );
}
