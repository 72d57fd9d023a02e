export * from './arithmetic';
export * from './schema';
export * from './format';
export * from './invoice';
export * from './contract-text';
