import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatRupees } from '@shared/money';

export type ChartSeries = {
  label: string;
  color: string;
  values: number[];
  /** Bars side by side: -1 left of the category's centre, 1 right of it. */
  bar?: -1 | 1;
};

const AXIS = { stroke: '#9aa3c8', grid: { stroke: 'rgba(154, 163, 200, 0.12)' }, ticks: { show: false } };
const HEIGHT = 260;
/** Room for one category label on the x axis, in CSS pixels. */
const LABEL_SPACE = 56;

/** Rupees on an axis, short the Indian way: ₹950, ₹1.2K, ₹3.4L (lakh), ₹1.1Cr (crore). */
function shortRupees(rupees: number): string {
  const abs = Math.abs(rupees);
  const sign = rupees < 0 ? '-' : '';
  for (const [size, unit] of [
    [1e7, 'Cr'],
    [1e5, 'L'],
    [1e3, 'K'],
  ] as const)
    if (abs >= size) return `${sign}₹${Number((abs / size).toFixed(1))}${unit}`;
  return `${sign}₹${Number(abs.toFixed(2))}`;
}

/**
 * Rupee figures per category (a day, a market kind, a match) drawn with uPlot on a canvas: lines, or
 * bars side by side. Its legend gives each figure's value for the category under the pointer (the last
 * one when the pointer is elsewhere). The figures are in a table beside the chart, which is what
 * assistive technology reads; the chart is named as an image. It follows its box's width.
 */
export function ReportChart({
  label,
  categoryLabel,
  categories,
  series,
}: {
  label: string;
  /** What a category is ('Day'), named in the legend beside the one under the pointer. */
  categoryLabel: string;
  categories: string[];
  series: ChartSeries[];
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const last = categories.length - 1;
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        scales: { x: { time: false, range: () => [-0.5, last + 0.5] } },
        series: [
          { label: categoryLabel, value: (_, i) => (i === null ? '' : (categories[i] ?? '')) },
          ...series.map(({ label: name, color, bar }): uPlot.Series => ({
            label: name,
            stroke: color,
            width: bar ? 0 : 2,
            fill: bar ? color : undefined,
            // Lines get points where there is room for them (uPlot's own rule); bars none.
            points: bar ? { show: false } : { size: 6, fill: color },
            paths: bar ? uPlot.paths.bars!({ size: [0.35, 48], align: bar }) : undefined,
            value: (_, v) => (v === null ? '' : formatRupees(v)),
          })),
        ],
        axes: [
          {
            ...AXIS,
            grid: { show: false },
            splits: () => categories.map((_, i) => i),
            // As many labels as fit: every one, or every second, third...
            values: (u, splits) => {
              const step = Math.max(
                1,
                Math.ceil((categories.length * LABEL_SPACE) / (u.bbox.width / devicePixelRatio)),
              );
              return splits.map((i) => (i % step === 0 ? (categories[i] ?? '') : ''));
            },
          },
          { ...AXIS, size: 64, values: (_, splits) => splits.map(shortRupees) },
        ],
        // Categories, not a time line: no drag-to-zoom.
        cursor: { drag: { x: false, y: false } },
        // The legend shows the category under the pointer; with none (a phone has no hover), the last.
        hooks: {
          setCursor: [
            (u) => {
              if (u.cursor.idx === null || u.cursor.idx === undefined) u.setLegend({ idx: last });
            },
          ],
        },
      },
      [categories.map((_, i) => i), ...series.map((s) => s.values)],
      element,
    );
    chart.setLegend({ idx: last });
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [categoryLabel, categories, series]);

  return <div ref={box} role="img" aria-label={label} className="report-chart min-w-0 text-xs" />;
}
