import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Stats } from '@jazz/contracts';

/** Noon UTC of a day, in seconds: uPlot's x, shown as that day whatever the viewer's zone. */
const xOf = (date: string) => Date.parse(`${date}T12:00:00Z`) / 1000;

/**
 * Visitors and page views per day as a line chart (uPlot). The chart is a picture for the eye
 * (aria-hidden): the table beside it gives screen readers the same numbers.
 */
export function StatsChart({ days }: { days: Stats['days'] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof HTMLCanvasElement === 'undefined') return;
    const width = () => Math.max(280, el.clientWidth || 600);
    const plot = new uPlot(
      {
        width: width(),
        height: 240,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'UTC'),
        scales: { x: { time: true } },
        series: [
          {},
          { label: 'Visitors', stroke: '#1f6feb', width: 2, points: { show: days.length <= 31 } },
          { label: 'Page views', stroke: '#c2410c', width: 2, points: { show: days.length <= 31 } },
        ],
        axes: [{}, { size: 56 }],
      },
      [days.map((d) => xOf(d.date)), days.map((d) => d.visitors), days.map((d) => d.pageviews)],
      el,
    );
    const resize = () => plot.setSize({ width: width(), height: 240 });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      plot.destroy();
    };
  }, [days]);
  return <div className="stats-chart" ref={box} aria-hidden="true" />;
}
