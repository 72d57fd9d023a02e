/**
 * The one-sheet's paper: US Letter where the site's zone is one of the United States or
 * Canada (where Letter is the paper in every printer), A4 everywhere else.
 */
const LETTER_ZONES = new Set([
  // United States
  'America/New_York',
  'America/Detroit',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Juneau',
  'America/Sitka',
  'America/Metlakatla',
  'America/Yakutat',
  'America/Nome',
  'America/Adak',
  'America/Boise',
  'America/Menominee',
  'America/Indianapolis',
  'America/Louisville',
  'America/Fort_Wayne',
  'America/Knox_IN',
  'America/Shiprock',
  'America/Puerto_Rico',
  'Pacific/Honolulu',
  'Pacific/Guam',
  'Pacific/Saipan',
  'Pacific/Pago_Pago',
  'America/St_Thomas',
  'Navajo',
  'EST5EDT',
  'CST6CDT',
  'MST7MDT',
  'PST8PDT',
  // Canada
  'America/St_Johns',
  'America/Halifax',
  'America/Glace_Bay',
  'America/Moncton',
  'America/Goose_Bay',
  'America/Toronto',
  'America/Montreal',
  'America/Nipigon',
  'America/Thunder_Bay',
  'America/Iqaluit',
  'America/Pangnirtung',
  'America/Winnipeg',
  'America/Rainy_River',
  'America/Rankin_Inlet',
  'America/Resolute',
  'America/Regina',
  'America/Swift_Current',
  'America/Edmonton',
  'America/Cambridge_Bay',
  'America/Yellowknife',
  'America/Inuvik',
  'America/Creston',
  'America/Dawson_Creek',
  'America/Fort_Nelson',
  'America/Vancouver',
  'America/Whitehorse',
  'America/Dawson',
  'America/Atikokan',
  'America/Blanc-Sablon',
  'America/Coral_Harbour',
]);

export function paperOf(timeZone: string): 'LETTER' | 'A4' {
  return LETTER_ZONES.has(timeZone) ||
    /^(US|Canada)\//.test(timeZone) ||
    /^America\/(Indiana|Kentucky|North_Dakota)\//.test(timeZone)
    ? 'LETTER'
    : 'A4';
}
