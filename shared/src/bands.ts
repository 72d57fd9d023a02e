/**
 * The two fixed band pages (SPEC.md section 2). Their names are also the `group` text of their
 * events, so the seed data, the quintet page filter and the BANDS menu read them from here.
 */
export const QUARTET = {
  name: 'Whitesell Brothers Quartet',
  path: '/whitesell-brothers-quartet',
} as const;

export const QUINTET = {
  name: 'Cannonball Quintet',
  path: '/cannonball-quintet',
} as const;

export const FIXED_BANDS = [QUARTET, QUINTET] as const;
