export * from './images';
export * from './posts';
export * from './state';
export * from './terms';
export * from './users';
