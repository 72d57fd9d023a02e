/**
 * `@jazz/contracts/time`: the site's clock, the only place that reads a time zone
 * (README.md beside this file lists every function and the rules they keep).
 */
export * from './engine';
export * from './days';
export * from './later';
export * from './cutoff';
export * from './stamps';
export * from './zone';
