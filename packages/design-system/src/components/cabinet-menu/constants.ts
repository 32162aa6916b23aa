/** Below this breakpoint the menu is a drawer opened from the header; from it on, a side column. */
export const MENU_BREAKPOINT = 'md';
/** The id the header's menu button points at unless another is given. */
export const CABINET_MENU_ID = 'cabinet-menu';
