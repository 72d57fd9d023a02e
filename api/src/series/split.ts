import type { SeriesRule, SeriesTemplate, ValidSeriesData } from '@jazz/contracts';

/** A series' form data as its template (the shows' fields) and its rule. */
export function split(data: ValidSeriesData): { template: SeriesTemplate; rule: SeriesRule } {
  const { repeat, startTime, endTime, from, until, count, ...template } = data;
  return { template, rule: { repeat, startTime, endTime, from, until, count } };
}
