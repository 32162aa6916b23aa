export { Fact, Facts } from './FactList';
