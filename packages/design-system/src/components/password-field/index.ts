export { PasswordField, type PasswordFieldProps } from './PasswordField';
export {
  PASSWORD_MIN_LENGTH,
  type PasswordProblem,
  type PasswordRule,
  type PasswordRuleState,
  passwordMessageKeys,
  passwordRules,
  validatePassword,
} from './passwordRules';
