export { PromoCodeDialog, type PromoCodeDialogProps } from './PromoCodeDialog';
export { PromoRules, type PromoRulesProps } from './PromoRules';
