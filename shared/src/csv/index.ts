export * from './parse';
export * from './events';
export * from './stats';
