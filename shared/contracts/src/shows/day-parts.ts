/** The year, month and day of a `YYYY-MM-DD` day, as numbers (NaN for a missing part). */
export function dayParts(day: string): [number, number, number] {
  const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
  return [year, month, date];
}
