export * from './parse';
export * from './stats';
