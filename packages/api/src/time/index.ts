export * as clock from './clock';
export * from './school-time';
export * from './event-time';
