export { AsyncContent, type AsyncContentProps, type AsyncState } from './AsyncContent';
