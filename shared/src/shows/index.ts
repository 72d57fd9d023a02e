export * from './time-zone';
export * from './rules';
export * from './format';
export * from './site-data';
export * from './show-page';
export * from './show-extras';
export { creditLine } from './credit';
