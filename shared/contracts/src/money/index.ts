export * from './arithmetic';
export * from './schema';
export * from './format';
