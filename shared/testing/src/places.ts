/** A saved venue as the owner types it (Burlington, Vermont). */
export const RADIO_BEAN = {
  name: 'Radio Bean',
  address: '8 N Winooski Ave',
  city: 'Burlington',
  region: 'VT',
  postalCode: '05401',
  link: 'https://radiobean.com',
  phone: '802-660-9346',
};

/**
 * Location texts of every shape a show may carry (shared/contracts/src/place.ts): those that are
 * exactly "City, Region", with their parts, and those that are not (they stay whole in city).
 */
export const LOCATION_TEXTS = {
  split: [
    ['Burlington, VT', 'Burlington', 'VT'],
    ['New York, NY', 'New York', 'NY'],
    ['Café Müller, Montréal', 'Café Müller', 'Montréal'],
  ],
  whole: [
    'Montreal, QC, Canada',
    'Burlington,VT',
    'Burlington ,VT',
    'Burlington,  VT',
    'Burlington\t, VT',
    ', VT',
    'Burlington, ',
    'Online',
    '',
  ],
} as const;
