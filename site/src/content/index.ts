export * from './types';
export * from './profile';
export * from './lessons';
export * from './media';
export * from './bands';
export * from './photos';
