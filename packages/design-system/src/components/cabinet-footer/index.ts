export { CabinetFooter, type CabinetFooterProps } from './CabinetFooter';
