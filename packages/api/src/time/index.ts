export * as clock from './clock';
export * from './school-time';
