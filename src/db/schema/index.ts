export * from './images';
export * from './imports';
export * from './posts';
export * from './state';
export * from './terms';
export * from './users';
