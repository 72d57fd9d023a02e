/**
 * Names the site, the admin and the desktop app share. No zod here: the public pages import
 * this file alone (`@jazz/contracts/names`), without the schemas.
 */

/** Where the admin panel is mounted, on the site (docs/product.md) and in the desktop app alike. */
export const ADMIN_BASE_PATH = '/admin-panel';

/** Where the site keeps the login token in the browser (localStorage); the desktop preview too. */
export const TOKEN_KEY = 'jwtToken';

/**
 * Whether a kit's `stagePlot` is a PDF: its URL is then the press page's `{page}/stage-plot`
 * (the file as uploaded), not an image under /media/.
 */
export const isStagePlotPdf = (stagePlot: string): boolean => /\/stage-plot$/.test(stagePlot);
