export { CabinetMenu, type CabinetMenuProps } from './CabinetMenu';
export { CABINET_MENU_ID, MENU_BREAKPOINT } from './constants';
export type { CabinetMenuItem, CabinetMenuSection } from './CabinetMenuList';
