/** SITE_TIMEZONE of the musician's site (PRODUCT.md): events are edited and shown in Vermont time. */
export const TIMEZONE = 'America/New_York';
