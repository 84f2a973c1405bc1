export * from './images';
export * from './imports';
export * from './posts';
export * from './search';
export * from './state';
export * from './sync';
export * from './terms';
export * from './users';
