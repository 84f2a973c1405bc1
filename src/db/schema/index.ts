export * from './images';
export * from './posts';
export * from './state';
export * from './sync';
export * from './terms';
export * from './users';
