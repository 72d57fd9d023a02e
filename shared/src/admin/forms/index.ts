export * from './use-form';
export * from './field';
