export * from './formula';
export * from './parse';
export * from './stats';
