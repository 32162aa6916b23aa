export { CabinetHeader, type CabinetHeaderProps } from './CabinetHeader';
export type { PartnerLogo } from './PartnerLogos';
export { type CabinetUser, initialsOf } from './UserBlock';
