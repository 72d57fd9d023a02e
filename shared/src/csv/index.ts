export * from './parse';
export * from './events';
