import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDate } from '@core/dates';
import type { AdminReport } from '@schemas';
import { figureText, reportDay } from './figures';

/*
 * The report's chart (its own lazy chunk, with uPlot: about 20 KB gzip, canvas, no dependencies):
 * deposits, withdrawals and GGR per day. A canvas says nothing to a screen reader, so the figure has
 * a label saying what it shows and where the same numbers are (the table under it).
 */

const SERIES = [
  { key: 'depositAmount', stroke: '#1f6feb' },
  { key: 'withdrawalAmount', stroke: '#c62828' },
  { key: 'ggr', stroke: '#2e7d32' },
] as const;
const HEIGHT = 280;

export default function ReportsChart({ report }: { report: AdminReport }) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const lang = i18n.language;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const scale = 10 ** report.currency.digits;
    const compact = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 });
    const days = report.days.map((d) => d.day);
    const plot = new uPlot(
      {
        width: el.clientWidth,
        height: HEIGHT,
        scales: { x: { time: false } },
        legend: { live: false },
        cursor: { drag: { x: false, y: false } },
        series: [
          {},
          ...SERIES.map((s) => ({
            label: `${t(`reports.figures.${s.key}`)} (${report.currency.code})`,
            stroke: s.stroke,
            width: 2,
            points: { show: days.length <= 62 },
          })),
        ],
        axes: [
          {
            // Whole days only: a tick between two days would have no label.
            incrs: [1, 2, 7, 14, 28, 56, 91],
            values: (_u: uPlot, splits: number[]) =>
              splits.map((i) =>
                Number.isInteger(i) && days[i]
                  ? formatDate(`${days[i]}T00:00:00Z`, 'dayMonth', { language: lang, timeZone: 'UTC' })
                  : '',
              ),
          },
          { size: 64, values: (_u: uPlot, splits: number[]) => splits.map((v) => compact.format(v)) },
        ],
      },
      [days.map((_, i) => i), ...SERIES.map((s) => report.days.map((d) => d[s.key] / scale))],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [report, lang, t]);
  const label = t('reports.chartLabel', {
    from: reportDay(report.from, lang),
    to: reportDay(report.to, lang),
  });
  const totals = SERIES.map(
    (s) => `${t(`reports.figures.${s.key}`)}: ${figureText(report, s.key, report.totals[s.key], lang)}`,
  ).join('; ');
  return (
    <figure className="report-chart">
      <figcaption>{t('reports.chartTitle')}</figcaption>
      <div ref={box} role="img" aria-label={`${label} ${totals}`} />
    </figure>
  );
}
